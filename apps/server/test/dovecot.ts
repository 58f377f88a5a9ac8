/**
 * A real IMAP server for the mailbox-capture tests and bench (decision 039): Debian's Dovecot, run
 * from a temporary directory with its own config (`dovecot -F -c`), listening on 127.0.0.1 on a free
 * port, without TLS, one user with a plaintext password, Maildir storage in the same directory. The
 * mailbox is written as Maildir files directly (fast; each file's mtime is its INTERNALDATE).
 *
 * When /usr/sbin/dovecot is missing it is installed (`apt-get install -y dovecot-imapd`, as on the
 * CI machines, which run as root); `dovecotAvailable()` answers why not when that fails.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const BINARY = '/usr/sbin/dovecot';

/** Installs Dovecot when missing; answers null when it is there, else why it cannot be. */
export function dovecotAvailable(): string | null {
  if (fs.existsSync(BINARY)) return null;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-q', 'dovecot-imapd'], { env, encoding: 'utf8', timeout: 120_000 });
  let r = install();
  if (r.status !== 0) {
    spawnSync('apt-get', ['update', '-q'], { env, encoding: 'utf8', timeout: 120_000 });
    r = install();
  }
  if (fs.existsSync(BINARY)) return null;
  return `Dovecot is not installed and 'apt-get install -y dovecot-imapd' failed (${r.error?.message ?? `exit ${r.status}`}: ${(r.stderr ?? '').trim().slice(-300)})`;
}

export interface MailMessage {
  from: string;
  to?: string[];
  cc?: string[];
  date: Date;
  subject?: string;
  /** null: no Message-ID header. */
  messageId?: string | null;
  body?: string;
  /** 'INBOX' (default) or 'Sent'. */
  folder?: 'INBOX' | 'Sent';
}

export interface DovecotServer {
  host: string;
  port: number;
  user: string;
  password: string;
  dir: string;
  /** Writes messages into the mailbox (new files: new UIDs on the next read). */
  deliver(messages: MailMessage[]): void;
  /** Stops the server and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A Dovecot user needs a uid Dovecot accepts for mail (not root): its own 'dovecot' account. */
function mailOwner(): { uid: number; gid: number } {
  const r = spawnSync('id', ['-u', 'dovecot'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'dovecot'], { encoding: 'utf8' });
  if (r.status !== 0 || g.status !== 0) throw new Error('the dovecot system user is missing');
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

function config(dir: string, port: number, owner: { uid: number; gid: number }): string {
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = dovecot
default_login_user = dovenull
first_valid_uid = ${owner.uid}
last_valid_uid = ${owner.uid}
mail_location = maildir:${dir}/mail/%u
mail_uid = ${owner.uid}
mail_gid = ${owner.gid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
namespace inbox {
  inbox = yes
  separator = .
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
}

/** Waits until the port answers with an IMAP greeting. */
async function greeting(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.setTimeout(1000);
      s.once('data', (d) => {
        s.destroy();
        resolve(d.toString().startsWith('* OK'));
      });
      s.once('error', () => resolve(false));
      s.once('timeout', () => {
        s.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not answer on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let sequence = 0;

function rfc822(m: MailMessage): string {
  const lines = [
    `From: ${m.from}`,
    ...(m.to?.length ? [`To: ${m.to.join(', ')}`] : []),
    ...(m.cc?.length ? [`Cc: ${m.cc.join(', ')}`] : []),
    `Date: ${m.date.toUTCString().replace('GMT', '+0000')}`,
    ...(m.messageId === null ? [] : [`Message-ID: <${m.messageId ?? `m${Date.now()}.${++sequence}@test.example`}>`]),
    `Subject: ${m.subject ?? 'No subject'}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    m.body ?? 'Hello,\nthis is the body.\n',
  ];
  return lines.join('\r\n');
}

/** Starts a Dovecot with one user (and an empty INBOX and Sent folder). */
export async function startDovecot(opts: { user?: string; password?: string } = {}): Promise<DovecotServer> {
  const user = opts.user ?? 'trader@tradeloom.test';
  const password = opts.password ?? 'app-password-0123';
  const owner = mailOwner();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  for (const d of ['run', 'state']) fs.mkdirSync(path.join(dir, d), { mode: 0o755 });
  const home = path.join(dir, 'mail', user);
  for (const d of ['', '.Sent']) for (const sub of ['cur', 'new', 'tmp']) fs.mkdirSync(path.join(home, d, sub), { recursive: true });
  fs.writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}:${owner.uid}:${owner.gid}::${home}\n`);
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), config(dir, port, owner));
  const chown = () => spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, path.join(dir, 'mail')]);
  chown();

  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(BINARY, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr?.on('data', (d) => {
      stderr += d;
    });
    child = proc;
    try {
      await greeting(port, 15_000);
    } catch (err) {
      const log = fs.existsSync(path.join(dir, 'dovecot.log')) ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
      throw new Error(`${(err as Error).message}\n${stderr}\n${log.slice(-2000)}`);
    }
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (proc.exitCode === null) proc.kill('SIGKILL');
  };
  await start();
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    dir,
    deliver(messages) {
      for (const m of messages) {
        const folder = m.folder === 'Sent' ? path.join(home, '.Sent') : home;
        const name = `${Math.floor(m.date.getTime() / 1000)}.M${++sequence}P${process.pid}.tradeloom`;
        const file = path.join(folder, 'cur', `${name}:2,S`);
        fs.writeFileSync(file, rfc822(m));
        fs.utimesSync(file, m.date, m.date);
      }
      chown();
    },
    async restart() {
      await stop();
      await start();
    },
    async stop() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
