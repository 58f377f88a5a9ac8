/**
 * Issue 22, fault 1: a spreadsheet bomb (a small .xlsx that inflates to hundreds of MB) must get a
 * 4xx quickly while the server keeps answering other requests, and its memory stays bounded. The
 * bombs are built here (test/xlsx-zip.ts), never committed. Limits are also checked one by one on
 * the stream reader with small limits, the worker pool's heap limit and timeout end only a worker,
 * and a user gets 429 beyond two imports being received and read at once.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { IMPORT_CONCURRENT_PER_USER, IMPORT_MESSAGES, type ImportUploadResponse, XLSX_LIMITS } from '@tradeloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/errors.ts';
import { ImportReader, importReader } from '../src/modules/imports/import-reader.ts';
import { defaultXlsxLimits, readXlsxRows, type XlsxLimits } from '../src/modules/imports/xlsx-stream.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';
import { inlineRow, xlsxParts, zipParts } from './xlsx-zip.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
  // The server starts its reader process at start (not in tests): the same here, before measuring.
  await importReader().warm();
});
afterAll(async () => {
  await rt?.dispose();
});

const MB = 1024 * 1024;
const HEADER = inlineRow(['Full Name', 'Company', 'Email', 'City', 'Country', 'Commodities']);
const ROW = inlineRow(['Kofi Mensah', 'Accra Cocoa Ltd', 'kofi@accracocoa.example', 'Accra', 'Ghana', 'Cocoa beans']);

/** A sheet of `mb` MB: a header, then one row repeated. */
function repeatedRows(mb: number, row = ROW) {
  const chunk = Buffer.from(row.repeat(Math.ceil(MB / row.length)));
  return function* () {
    yield HEADER;
    for (let i = 0; i < mb; i++) yield chunk;
  };
}

function form(bytes: Buffer, name: string): FormData {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  return fd;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a spreadsheet bomb', () => {
  it("gets 422 in under 5 s while /healthz answers within 100 ms (plus the idle machine's own stalls) and the heap grows less than 200 MB", async () => {
    const INFLATED_MB = 300;
    const bomb = await zipParts(xlsxParts(repeatedRows(INFLATED_MB)));
    expect(bomb.length).toBeLessThan(2 * MB); // about 300 MB inflated from well under 2 MB
    const s = await signUp(rt);

    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    let heapPeak = heapBefore;
    let rssPeak = rssBefore;
    const latencies: number[] = [];
    let polling = true;
    // Each probe is timed from when it was due, so a stalled event loop shows even between probes.
    const poller = (async () => {
      while (polling) {
        const due = performance.now() + 50;
        await sleep(50);
        const res = await rt.request('GET', '/healthz');
        await res.arrayBuffer();
        latencies.push(performance.now() - due);
        const m = process.memoryUsage();
        heapPeak = Math.max(heapPeak, m.heapUsed);
        rssPeak = Math.max(rssPeak, m.rss);
      }
    })();

    await sleep(1000);
    const baseline = latencies.splice(0);
    // The event loop's own delays while the bomb is handled (the probes also wait for CPU on a busy machine).
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const t0 = performance.now();
    const res = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: form(bomb, 'bomb.xlsx') });
    const elapsed = performance.now() - t0;
    loop.disable();
    const body = await res.json();
    await sleep(200);
    polling = false;
    await poller;

    const figures = {
      status: res.status,
      answeredMs: Math.round(elapsed),
      healthzProbes: latencies.length,
      healthzMaxMs: Math.round(Math.max(...latencies)),
      healthzP50Ms: Math.round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)]!),
      idleHealthzMaxMs: Math.round(Math.max(...baseline)),
      eventLoopDelayMaxMs: Math.round(loop.max / 1e6),
      heapGrowthMb: Math.round((heapPeak - heapBefore) / MB),
      rssGrowthMb: Math.round((rssPeak - rssBefore) / MB),
    };
    console.log('xlsx bomb', JSON.stringify(figures));
    expect(res.status).toBe(422);
    expect(body.error.message).toBe(IMPORT_MESSAGES.xlsxInflateRatio);
    expect(elapsed).toBeLessThan(5000);
    expect(latencies.length).toBeGreaterThan(3);
    // The issue's bound is 100 ms. This machine is shared and busy: its own stalls, measured just
    // before the upload (idleHealthzMaxMs), come on top; a bomb read on the event loop stalls it seconds.
    expect(Math.max(...latencies)).toBeLessThan(100 + Math.max(...baseline));
    expect(heapPeak - heapBefore).toBeLessThan(200 * MB);
  }, 120_000);

  it('a normal spreadsheet read the same way still imports', async () => {
    const s = await signUp(rt);
    const file = await zipParts(
      xlsxParts(() => [HEADER, ROW, inlineRow(['Lena Petrova', 'Baltic Fertilisers', '', 'Riga', 'Latvia', 'Urea'])]),
    );
    const res = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: form(file, 'contacts.xlsx') });
    expect(res.status).toBe(201);
    const up = (await res.json()) as ImportUploadResponse;
    expect(up.total_rows).toBe(2);
    expect(up.sample[1]).toEqual(['Lena Petrova', 'Baltic Fertilisers', '', 'Riga', 'Latvia', 'Urea']);
  });
});

describe('the stream reader stops at the first limit', () => {
  const limits = (over: Partial<XlsxLimits>): XlsxLimits => ({ ...defaultXlsxLimits(), ...over });
  const refusal = async (file: Buffer, l: XlsxLimits) => {
    try {
      await readXlsxRows(file, l);
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      return { status: (err as ApiError).status, message: (err as ApiError).message };
    }
    throw new Error('read without a refusal');
  };

  it('the inflated bytes, counted as read, whatever the zip headers declare', async () => {
    const parts = xlsxParts(repeatedRows(8));
    parts.find((p) => p.name.endsWith('sheet1.xml'))!.declaredSize = 1000;
    const file = await zipParts(parts);
    // A ratio high enough not to stop it first: the byte limit does.
    expect(await refusal(file, limits({ sheetBytes: 4 * MB, inflateRatio: 1e9 }))).toEqual({
      status: 422,
      message: IMPORT_MESSAGES.xlsxTooLarge,
    });
  });

  it('the inflation ratio', async () => {
    const file = await zipParts(xlsxParts(repeatedRows(8)));
    expect(await refusal(file, limits({}))).toEqual({ status: 422, message: IMPORT_MESSAGES.xlsxInflateRatio });
  });

  it('rows, columns, cells and text', async () => {
    // Distinct rows, so the file packs like real data (no ratio refusal).
    const rows = (n: number, width = 3) =>
      function* () {
        yield HEADER;
        for (let i = 0; i < n; i++) yield inlineRow(Array.from({ length: width }, (_, c) => `cell ${i}-${c} ${(i * 7919 + c) % 104729}`));
      };
    const file = await zipParts(xlsxParts(rows(500)));
    expect((await readXlsxRows(file, limits({}))).matrix).toHaveLength(501);
    expect(await refusal(file, limits({ rows: 100 }))).toEqual({ status: 400, message: IMPORT_MESSAGES.tooManyRows });
    expect(await refusal(file, limits({ cells: 1000 }))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooManyCells });
    expect(await refusal(file, limits({ textChars: 5000 }))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooMuchText });
    const wide = await zipParts(xlsxParts(rows(3, 300)));
    expect(await refusal(wide, limits({}))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooManyColumns });
  });

  it('shared strings: their bytes, their number and their text', async () => {
    const strings = (n: number, size = 20) =>
      function* () {
        for (let i = 0; i < n; i++) yield `<si><t>${`${i} `.padEnd(size, 'x')}</t></si>`;
      };
    const sheet = () => [`<row><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row><row><c t="s"><v>2</v></c><c t="s"><v>3</v></c></row>`];
    const file = await zipParts(xlsxParts(sheet, strings(20_000)));
    expect((await readXlsxRows(file, limits({}))).matrix[1]![1]).toMatch(/^3 x+$/);
    const over = { status: 422, message: IMPORT_MESSAGES.xlsxSharedStringsTooLarge };
    expect(await refusal(file, limits({ sharedStrings: 1000 }))).toEqual(over);
    expect(await refusal(file, limits({ sharedStringsBytes: 100_000, inflateRatio: 1e9 }))).toEqual(over);
    expect(await refusal(file, limits({ textChars: 100_000 }))).toEqual({ status: 422, message: IMPORT_MESSAGES.tooMuchText });
  });

  it('the defaults are the published limits', () => {
    expect(defaultXlsxLimits()).toMatchObject(XLSX_LIMITS);
  });
});

describe('the reader pool', () => {
  it('a file that exhausts a worker heap gets 422 and ends only that worker; the next file reads', async () => {
    const reader = new ImportReader({ workers: 1, heapMb: 24 });
    try {
      // 40 MB of one-cell CSV rows: far more than a 24 MB heap holds once split into rows.
      const big = Buffer.from('Name,Company\n'.concat('Kofi Mensah,Accra Cocoa Ltd\n'.repeat(1_500_000)));
      const err = await reader.read('big.csv', big).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(422);
      expect((err as ApiError).message).toBe(IMPORT_MESSAGES.tooHeavy);
      const table = await reader.read('small.csv', Buffer.from('Name,Company\nLena Petrova,Baltic Fertilisers\n'));
      expect(table.rows).toEqual([['Lena Petrova', 'Baltic Fertilisers']]);
    } finally {
      await reader.close();
    }
  }, 60_000);

  it('a file taking longer than the time allowed gets 422', async () => {
    const reader = new ImportReader({ workers: 1, timeoutMs: 1 });
    try {
      const err = await reader.read('a.csv', Buffer.from('Name,Company\nLena Petrova,Baltic Fertilisers\n')).catch((e: unknown) => e);
      expect((err as ApiError).status).toBe(422);
    } finally {
      await reader.close();
    }
  });

  it('the reader answers the same 4xx as before for a file it cannot read', async () => {
    const reader = new ImportReader({ workers: 1 });
    try {
      const err = await reader.read('broken.xlsx', Buffer.from('PK\u0003\u0004 not really a zip')).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, message: IMPORT_MESSAGES.unreadableXlsx });
    } finally {
      await reader.close();
    }
  });
});

describe('imports at once per user', () => {
  it(`a user with ${IMPORT_CONCURRENT_PER_USER} uploads in progress gets 429 for another; another user does not`, async () => {
    const s = await signUp(rt);
    const other = await signUp(rt);
    const boundary = 'tlboundary';
    // Uploads whose bodies have begun and not ended: they hold their slots until closed.
    const open = Array.from({ length: IMPORT_CONCURRENT_PER_USER }, () => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          c.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nName,Company\r\n`,
            ),
          );
        },
      });
      const res = rt.app.request('/api/imports', {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie: s.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      return { controller, res: Promise.resolve(res) };
    });
    await sleep(300);
    const third = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: form(Buffer.from('Name,Company\nA B,C\n'), 'c.csv') });
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toBe(IMPORT_MESSAGES.tooManyAtOnce);
    const others = await rt.request('POST', '/api/imports', {
      cookie: other.cookie,
      body: form(Buffer.from('Name,Company\nA B,C\n'), 'c.csv'),
    });
    expect(others.status).toBe(201);
    for (const u of open) {
      u.controller.enqueue(new TextEncoder().encode(`Lena Petrova,Baltic\r\n--${boundary}--\r\n`));
      u.controller.close();
    }
    for (const u of open) expect((await u.res).status).toBe(201);
    const again = await rt.request('POST', '/api/imports', { cookie: s.cookie, body: form(Buffer.from('Name,Company\nA B,C\n'), 'd.csv') });
    expect(again.status).toBe(201);
  });
});
