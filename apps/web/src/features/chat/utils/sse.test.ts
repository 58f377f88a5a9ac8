import { describe, expect, it } from 'vitest';
import { readSse, type SseEvent } from './sse';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

async function eventsOf(chunks: string[]): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  await readSse(streamOf(chunks), (e) => out.push(e));
  return out;
}

describe('readSse', () => {
  it('reads named events whose lines arrive split across chunks', async () => {
    expect(await eventsOf(['event: delta\nda', 'ta: {"text":"Hel', 'lo"}\n', '\nevent: done\r', '\ndata: {}\r\n\r\n'])).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins data lines, skips comments, names unnamed events "message" and keeps an unterminated last event', async () => {
    expect(await eventsOf([': keep-alive\n\ndata: a\ndata: b\n\nevent: done\ndata: last'])).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'done', data: 'last' },
    ]);
  });

  it('decodes characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: café\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const out: SseEvent[] = [];
    await readSse(stream, (e) => out.push(e));
    expect(out).toEqual([{ event: 'message', data: 'café' }]);
  });
});
