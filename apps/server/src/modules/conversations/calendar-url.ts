/**
 * A calendar fetched from its link (decision 040, 'Calendar links'): the user pastes the secret iCal
 * address of a calendar (Google, Outlook, iCloud, Fastmail, Nextcloud); the server fetches it once and
 * the file then goes the way of an uploaded .ics. Every hop (at most 3 redirects) is checked by the
 * private-address guard and connected to the address that was checked; the whole fetch has a time
 * limit; the body is streamed to the spool under the upload cap and must start with BEGIN:VCALENDAR.
 * The link is a credential: it is never stored, logged or put in an error message.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CALENDAR_URL_MESSAGES, calendarFetchUrl } from '@tradeloom/domain';
import { ApiError } from '../../lib/errors.ts';
import { HostRefused, resolvePublicHost } from '../../lib/private-address.ts';
import type { SpooledFile } from '../attachments/multipart.ts';

export const CALENDAR_URL_MAX_REDIRECTS = 3;
export const CALENDAR_URL_TIMEOUT_MS = 20_000;

export interface CalendarFetchOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  spoolDir: string;
  /** How a host is resolved and checked (tests stand a name in for a public host); the guard by default. */
  resolve?: typeof resolvePublicHost;
}

const unreachable = (why: string) => new ApiError(422, 'CALENDAR_UNREACHABLE', `${CALENDAR_URL_MESSAGES.unreachable}${why}.`);
const notCalendar = () => new ApiError(422, 'NOT_A_CALENDAR', CALENDAR_URL_MESSAGES.notCalendar);
const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', CALENDAR_URL_MESSAGES.tooLarge);
const privateHost = () => new ApiError(422, 'CALENDAR_PRIVATE_HOST', CALENDAR_URL_MESSAGES.privateHost);

/** Why a connection failed, in words (never the link). */
function reasonOf(err: unknown, timeoutMs: number): string {
  const e = err as NodeJS.ErrnoException & { name?: string };
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError' || e?.code === 'ABORT_ERR')
    return timeoutMs < 2000
      ? `it did not answer within ${timeoutMs} ms`
      : `it did not answer within ${Math.round(timeoutMs / 1000)} seconds`;
  switch (e?.code) {
    case 'ECONNREFUSED':
      return 'the server refused the connection';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'the connection was closed';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the server cannot be reached';
    default:
      if (typeof e?.code === 'string' && /CERT|SSL|TLS/.test(e.code)) return 'its certificate could not be verified';
      return 'the connection failed';
  }
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      headers: { accept: 'text/calendar, */*;q=0.1', 'user-agent': 'Tradeloom calendar import' },
      lookup,
      signal,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** Checks the host (names and IP literals alike) and answers a lookup that only returns the checked addresses. */
async function guardedLookup(url: URL, allowPrivate: boolean, resolve = resolvePublicHost): Promise<LookupFunction> {
  let addresses: { address: string; family: 4 | 6 }[];
  try {
    addresses = await resolve(url.hostname, allowPrivate);
  } catch (err) {
    if (err instanceof HostRefused && err.reason === 'private') throw privateHost();
    throw unreachable('no server has that name');
  }
  return ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, addresses);
    else cb(null, addresses[0]!.address, addresses[0]!.family);
  }) as unknown as LookupFunction;
}

/** Fetches the calendar at `rawUrl` into a spool file named after its host (`calendar.google.com.ics`). */
export async function fetchCalendar(rawUrl: string, opts: CalendarFetchOptions): Promise<SpooledFile> {
  let url = calendarFetchUrl(rawUrl);
  if (!url) throw new ApiError(400, 'VALIDATION_ERROR', CALENDAR_URL_MESSAGES.invalid);
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const name = `${url.hostname.replace(/^\[|\]$/g, '').replace(/[^A-Za-z0-9.-]/g, '-')}.ics`;

  let res: http.IncomingMessage;
  for (let hop = 0; ; hop++) {
    const lookup = await guardedLookup(url, opts.allowPrivate, opts.resolve);
    try {
      res = await get(url, lookup, signal);
    } catch (err) {
      throw unreachable(reasonOf(err, opts.timeoutMs));
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= CALENDAR_URL_MAX_REDIRECTS) throw unreachable('it redirected too many times');
      const next = calendarFetchUrl(new URL(res.headers.location, url).href);
      if (!next) throw unreachable('it redirected to an address that is not a web address');
      url = next;
      continue;
    }
    if (status < 200 || status >= 300) {
      res.destroy();
      throw unreachable(
        status === 401 || status === 403
          ? `the server refused access (${status}); the secret address may have been reset`
          : status === 404
            ? 'the server has no calendar at that address (404)'
            : `the server answered ${status}`,
      );
    }
    break;
  }

  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > opts.maxBytes) {
    res.destroy();
    throw tooLarge();
  }

  await fs.promises.mkdir(opts.spoolDir, { recursive: true });
  const spoolPath = path.join(opts.spoolDir, `calendar-${crypto.randomUUID()}`);
  let size = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  let refused: ApiError | undefined;
  const check = (final: boolean) => {
    const text = head
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trimStart();
    if (/^BEGIN:VCALENDAR/i.test(text)) checked = true;
    else if (text.length >= 15 || final) {
      refused = notCalendar();
      throw refused;
    }
  };
  const gate = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > opts.maxBytes) {
        refused = tooLarge();
        return done(refused);
      }
      if (!checked) {
        if (head.length < 1024) head = Buffer.concat([head, chunk.subarray(0, 1024)]);
        try {
          check(false);
        } catch (err) {
          return done(err as Error);
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (checked) return done();
      try {
        check(true);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  try {
    await pipeline(res, gate, fs.createWriteStream(spoolPath), { signal });
  } catch (err) {
    res.destroy();
    await fs.promises.rm(spoolPath, { force: true });
    if (refused) throw refused;
    throw unreachable(reasonOf(err, opts.timeoutMs));
  }
  return { path: spoolPath, name, claimedType: 'text/calendar', size };
}
