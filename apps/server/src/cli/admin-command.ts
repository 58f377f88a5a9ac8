/**
 * What `npm run admin:add` and `npm run admin:remove` do: open the database (the embedded one only while
 * no server holds it), bring it up to date, add or remove one administrator by e-mail. Only where the
 * database is is read from the environment: no auth secret is needed (spec §5: admins are added and
 * removed outside the app).
 */
import { loadDatabaseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../lib/instance-lock.ts';
import { addAdminByEmail, removeAdminByEmail } from '../modules/admin/admin.service.ts';

export type AdminCommand = 'add' | 'remove';

/** Runs the command; answers the exit code and the line to print (stdout for 0, stderr otherwise). */
export async function runAdminCommand(
  command: AdminCommand,
  email: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; message: string }> {
  if (!email?.trim()) return { code: 2, message: `Usage: npm run admin:${command} -- <email>` };
  const where = loadDatabaseConfig(env);
  // The embedded database is opened only while no server holds it; the lock stays ours until we are done.
  let release = async () => {};
  if (!where.databaseUrl) {
    try {
      release = await lockDataDir(where.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      return { code: 1, message: `The server has the embedded database at ${where.dataDir} open. Stop it, run this again, then start it.` };
    }
  }
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });
  try {
    await database.migrate();
    if (command === 'add') {
      const result = await addAdminByEmail(database.db, email);
      if (result.status === 'no_such_user')
        return { code: 1, message: `No user with the e-mail ${email}. Sign up first, then run this again.` };
      return {
        code: 0,
        message: result.status === 'added' ? `${email} is now an administrator.` : `${email} was already an administrator.`,
      };
    }
    const result = await removeAdminByEmail(database.db, email);
    if (result.status === 'no_such_user') return { code: 1, message: `No user with the e-mail ${email}.` };
    return {
      code: 0,
      message: result.status === 'removed' ? `${email} is no longer an administrator.` : `${email} was not an administrator.`,
    };
  } finally {
    await database.close();
    await release();
  }
}

/** The command line: prints the outcome and sets the exit code. */
export async function adminCommandMain(command: AdminCommand): Promise<void> {
  const { code, message } = await runAdminCommand(command, process.argv[2]);
  if (code === 0) console.log(message);
  else console.error(message);
  process.exitCode = code;
}
