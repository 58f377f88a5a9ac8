/** npm run admin:add -- <email>: makes an existing user an administrator. */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDirOrExit } from '../lib/instance-lock.ts';
import { addAdminByEmail } from '../modules/admin/admin.service.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:add -- <email>');
  process.exit(2);
}
const config = loadConfig();
// The embedded database is opened only while no server holds it; the lock stays ours until we exit.
const release = config.databaseUrl
  ? async () => {}
  : await lockDataDirOrExit(
      config.dataDir,
      `The server has the embedded database at ${config.dataDir} open. Stop it, run this again, then start it.`,
    );
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await addAdminByEmail(database.db, email);
  if (result.status === 'no_such_user') {
    console.error(`No user with the e-mail ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(result.status === 'added' ? `${email} is now an administrator.` : `${email} was already an administrator.`);
  }
} finally {
  await database.close();
  await release();
}
