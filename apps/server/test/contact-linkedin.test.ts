/**
 * A contact's LinkedIn profile (linkedin_url), through the whole data-field checklist: saved and
 * changed through the API, refused when it is not a LinkedIn address, imported from a column named
 * for it, exported in CSV, vCard and JSON (and read back), and kept by a merge.
 */
import { type Contact, type ContactImport, LINKEDIN_URL_INVALID } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDemoMode } from '../src/modules/demo/demo.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

type Session = Awaited<ReturnType<typeof signUp>>;

async function soloUser(): Promise<Session> {
  const s = await signUp(rt);
  await setDemoMode(rt.deps.db, s.user.id, false);
  return s;
}

async function add(s: Session, body: Record<string, unknown>): Promise<Contact> {
  const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: body });
  expect(res.status).toBe(201);
  return res.json();
}

async function ownContacts(s: Session): Promise<Contact[]> {
  const res = await rt.request('GET', '/api/contacts?limit=500&sort=name', { cookie: s.cookie });
  return ((await res.json()) as { items: Contact[] }).items.filter((c) => !c.is_demo);
}

async function runImport(s: Session, text: string, name: string): Promise<ContactImport> {
  const fd = new FormData();
  fd.append('file', new File([new TextEncoder().encode(text)], name, { type: 'application/octet-stream' }));
  const upRes = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: fd });
  expect(upRes.status).toBe(201);
  const up = (await upRes.json()) as { import: { id: string }; mapping: string[] };
  const start = await rt.request('POST', `/api/imports/${up.import.id}/start`, { cookie: s.cookie, json: { mapping: up.mapping } });
  expect(start.status).toBe(202);
  for (let i = 0; i < 200; i++) {
    await rt.deps.jobs.runDueJobs();
    const record = (await (await rt.request('GET', `/api/imports/${up.import.id}`, { cookie: s.cookie })).json()) as ContactImport;
    if (record.status !== 'processing') return record;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('import did not settle');
}

describe('linkedin_url through the API', () => {
  let s: Session;
  beforeAll(async () => {
    s = await soloUser();
  });

  it('is saved normalised, changed, cleared, and left alone when a change does not send it', async () => {
    const c = await add(s, { full_name: 'Lena Berg', linkedin_url: 'linkedin.com/in/lena-berg/?trk=x' });
    expect(c.linkedin_url).toBe('https://www.linkedin.com/in/lena-berg');

    const other = await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { company: 'Berg Metals' } });
    expect(((await other.json()) as Contact).linkedin_url).toBe('https://www.linkedin.com/in/lena-berg');

    const changed = await rt.request('PATCH', `/api/contacts/${c.id}`, {
      cookie: s.cookie,
      json: { linkedin_url: 'http://UK.LinkedIn.com/in/lena' },
    });
    expect(((await changed.json()) as Contact).linkedin_url).toBe('https://uk.linkedin.com/in/lena');

    const cleared = await rt.request('PATCH', `/api/contacts/${c.id}`, { cookie: s.cookie, json: { linkedin_url: '' } });
    expect(((await cleared.json()) as Contact).linkedin_url).toBeNull();
    expect((await add(s, { full_name: 'No Profile' })).linkedin_url).toBeNull();
  });

  it.each([
    'https://example.com/in/lena',
    'https://linkedin.com.evil.example/in/x',
    'ftp://www.linkedin.com/in/x',
    'https://www.linkedin.com/',
    `https://www.linkedin.com/in/${'a'.repeat(300)}`,
  ])('refuses %s with 400 and the field named', async (url) => {
    const res = await rt.request('POST', '/api/contacts', { cookie: s.cookie, json: { full_name: 'Bad Url', linkedin_url: url } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('linkedin_url');
  });

  it('says what a LinkedIn address looks like', async () => {
    const res = await rt.request('POST', '/api/contacts', {
      cookie: s.cookie,
      json: { full_name: 'Bad Url', linkedin_url: 'not a url' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(LINKEDIN_URL_INVALID);
  });
});

describe('linkedin_url in import, export and merge', () => {
  it('is imported from a LinkedIn column; a value that is not one goes to the notes', async () => {
    const s = await soloUser();
    const record = await runImport(
      s,
      'Full Name,Company,LinkedIn profile\nAmara Okafor,Lagos Cocoa,www.linkedin.com/in/amara-okafor\nBen Tal,Tal Salt,see website\n',
      'people.csv',
    );
    expect(record.status).toBe('completed');
    expect(record.results!.created).toBe(2);
    const list = await ownContacts(s);
    expect(list.find((c) => c.full_name === 'Amara Okafor')!.linkedin_url).toBe('https://www.linkedin.com/in/amara-okafor');
    const ben = list.find((c) => c.full_name === 'Ben Tal')!;
    expect(ben.linkedin_url).toBeNull();
    expect(ben.notes).toContain('LinkedIn: see website');
  });

  it('is in the CSV, vCard and JSON exports, and each export imports back with it', async () => {
    const a = await soloUser();
    await add(a, { full_name: 'Chen Wei', linkedin_url: 'https://www.linkedin.com/in/chen-wei' });
    const get = async (format: string) => (await rt.request('GET', `/api/contacts/export?format=${format}`, { cookie: a.cookie })).text();

    const csv = await get('csv');
    expect(csv.split('\r\n')[0]).toContain('LinkedIn URL');
    expect(csv).toContain('https://www.linkedin.com/in/chen-wei');
    const vcf = await get('vcf');
    expect(vcf).toContain('X-SOCIALPROFILE;TYPE=linkedin:https://www.linkedin.com/in/chen-wei');
    expect(vcf).toContain('URL;TYPE=linkedin:https://www.linkedin.com/in/chen-wei');
    const json = await get('json');
    expect((JSON.parse(json) as { contacts: Contact[] }).contacts[0]!.linkedin_url).toBe('https://www.linkedin.com/in/chen-wei');

    for (const [format, body] of [
      ['csv', csv],
      ['json', json],
      ['vcf', vcf],
    ] as const) {
      const b = await soloUser();
      expect((await runImport(b, body, `export.${format}`)).status).toBe('completed');
      const [back] = await ownContacts(b);
      expect(back!.linkedin_url).toBe('https://www.linkedin.com/in/chen-wei');
      expect(back!.notes ?? '').not.toContain('linkedin.com');
    }
  });

  it("a merge keeps the primary's profile, else a duplicate's; another profile goes to the notes", async () => {
    const s = await soloUser();
    const merge = async (primary: Contact, dup: Contact) => {
      const res = await rt.request('POST', '/api/contacts/merge', {
        cookie: s.cookie,
        json: { primary_id: primary.id, duplicate_ids: [dup.id] },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Contact;
    };
    const fromDuplicate = await merge(
      await add(s, { full_name: 'Dana Levi' }),
      await add(s, { full_name: 'Dana Levi', linkedin_url: 'https://www.linkedin.com/in/dana' }),
    );
    expect(fromDuplicate.linkedin_url).toBe('https://www.linkedin.com/in/dana');

    const primaryKept = await merge(
      await add(s, { full_name: 'Eli Ross', linkedin_url: 'https://www.linkedin.com/in/eli' }),
      await add(s, { full_name: 'Eli Ross', linkedin_url: 'https://www.linkedin.com/in/eli-ross' }),
    );
    expect(primaryKept.linkedin_url).toBe('https://www.linkedin.com/in/eli');
    expect(primaryKept.notes).toContain('LinkedIn: https://www.linkedin.com/in/eli-ross');
  });
});
