import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client.ts';
import { seedCommodities } from '../apps/server/src/db/seed.ts';
import { listContacts } from '../apps/server/src/modules/contacts/contacts.search.ts';
import { ensureDemoAccount } from '../apps/server/src/modules/demo/demo.service.ts';

const d = await openPglite(undefined);
await d.migrate();
await seedCommodities(d.db);
await ensureDemoAccount(d.db);
await d.db.execute(sql`insert into "user"(id,name,email) values ('u1','U','u1@x.com')`);
await d.db.execute(sql`insert into profiles(id, email, full_name) values ('u1','u1@x.com','U')`).catch((e) => console.log(e.message));
const time = async (label: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i++) await f();
  const t = performance.now();
  for (let i = 0; i < 100; i++) await f();
  console.log(label, ((performance.now() - t) / 100).toFixed(2), 'ms');
};
await time('list', () => listContacts(d.db, 'u1', { limit: 60, commodity: [], location: [] } as never));
await time('select 1', () => d.db.execute(sql`select 1`));
await time('count', () => d.db.execute(sql`select count(*) from contacts where user_id='tradeloom-demo'`));
await time('json 61', () =>
  d.db.execute(
    sql`select json_agg(x)::text from (select * from contacts where user_id='tradeloom-demo' order by updated_at desc limit 61) x`,
  ),
);
await time('rows 61', () =>
  d.db.execute(sql`select id, full_name, notes from contacts where user_id='tradeloom-demo' order by updated_at desc limit 61`),
);
process.exit(0);
