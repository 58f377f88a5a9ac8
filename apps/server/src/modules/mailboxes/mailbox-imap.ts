/**
 * The IMAP side of mailbox capture (decision 039), on imapflow: open a connection to the address the
 * host check approved, tell a refused login from an unreachable server, and pick the folders that
 * are read (INBOX and the sent folder).
 */
import net from 'node:net';
import { MAILBOX_MESSAGES } from '@tradeloom/domain';
import { ImapFlow, type ListResponse } from 'imapflow';
import { ApiError } from '../../lib/errors.ts';
import { resolveMailboxHost } from './mailbox-hosts.ts';

export interface ImapAccount {
  host: string;
  port: number;
  tls: boolean;
  username: string;
  password: string;
}

export interface ImapOptions {
  allowPrivateHosts: boolean;
  /** Connect and greeting timeout; a login test uses a short one. */
  timeoutMs?: number;
}

/** A connected, logged-in client; the caller logs out. Throws an ApiError (422) a user can act on. */
export async function openImap(account: ImapAccount, opts: ImapOptions): Promise<ImapFlow> {
  const address = await resolveMailboxHost(account.host, opts.allowPrivateHosts);
  const timeout = opts.timeoutMs ?? 30_000;
  const client = new ImapFlow({
    host: address,
    port: account.port,
    secure: account.tls,
    // The certificate is checked against the name the user typed, not the address connected to.
    ...(net.isIP(account.host.replace(/^\[|\]$/g, '')) ? {} : { servername: account.host, tls: { servername: account.host } }),
    auth: { user: account.username, pass: account.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 5 * 60_000,
  });
  // A connection dropped later (the server restarts) must not become an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    client.close();
    throw imapError(err);
  }
  return client;
}

/** Checks that the account logs in; throws the ApiError a user sees otherwise. */
export async function testLogin(account: ImapAccount, opts: ImapOptions): Promise<void> {
  const client = await openImap(account, { ...opts, timeoutMs: opts.timeoutMs ?? 10_000 });
  await client.logout().catch(() => client.close());
}

/** A failure of the IMAP server or the network, as the message the user reads. */
export function imapError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { authenticationFailed?: boolean; code?: string; responseText?: string; message?: string };
  if (e?.authenticationFailed || e?.code === 'AUTHENTICATIONFAILED')
    return new ApiError(422, 'MAILBOX_AUTH_FAILED', MAILBOX_MESSAGES.authFailed);
  return new ApiError(422, 'MAILBOX_UNREACHABLE', MAILBOX_MESSAGES.cannotConnect);
}

/** A short description of a failure for the mailbox's last_error (no secrets: imapflow's messages hold none). */
export function describeFailure(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message === MAILBOX_MESSAGES.passwordUnreadable) return err.message;
  const e = err as { authenticationFailed?: boolean; code?: string; message?: string };
  if (e?.authenticationFailed) return MAILBOX_MESSAGES.authFailed;
  if (e?.code && /^E[A-Z]+$|NoConnection|CONNECT_TIMEOUT|ETIMEOUT/.test(e.code)) {
    return `${MAILBOX_MESSAGES.cannotConnect} (${e.code})`;
  }
  return `The mailbox could not be read: ${(e?.message ?? String(err)).slice(0, 300)}`;
}

export interface ReadFolder {
  path: string;
  /** What the progress line calls it: 'Inbox' or 'Sent'. */
  label: 'Inbox' | 'Sent';
  sent: boolean;
}

const SENT_NAMES = ['sent', 'sent items', 'sent messages', 'sent mail'];

/** INBOX and the sent folder (\Sent special use, else a folder named like one), when they exist. */
export function pickFolders(list: ListResponse[]): ReadFolder[] {
  const out: ReadFolder[] = [];
  const inbox = list.find((f) => f.path.toUpperCase() === 'INBOX' || f.specialUse === '\\Inbox');
  if (inbox) out.push({ path: inbox.path, label: 'Inbox', sent: false });
  const sent =
    list.find((f) => f.specialUse === '\\Sent' && f.specialUseSource !== 'name') ??
    list.find((f) => SENT_NAMES.includes(f.path.toLowerCase()) || SENT_NAMES.includes(f.name.toLowerCase())) ??
    list.find((f) => f.specialUse === '\\Sent');
  if (sent && sent.path !== inbox?.path) out.push({ path: sent.path, label: 'Sent', sent: true });
  return out;
}

/** UIDs as an IMAP sequence set ('1:5,7,9:12'); the list is sorted ascending. */
export function uidSet(uids: number[]): string {
  const parts: string[] = [];
  let start = uids[0]!;
  let prev = start;
  for (let i = 1; i <= uids.length; i++) {
    const u = uids[i];
    if (u === prev + 1) {
      prev = u;
      continue;
    }
    parts.push(start === prev ? String(start) : `${start}:${prev}`);
    if (u !== undefined) start = prev = u;
  }
  return parts.join(',');
}
