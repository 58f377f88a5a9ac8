/** One server-sent event: its name ('message' when unnamed) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body (the WHATWG format: `event:`/`data:` lines, a blank line ends an
 * event, `:` starts a comment) and hands each event to `onEvent` as it completes. EventSource cannot
 * POST a body or go through the typed client, so the stream is read from the fetch response.
 */
export async function readSse(stream: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };
  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A chunk ending in '\r' may be the first half of '\r\n': keep it for the next chunk.
      const end = !done && buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, end).split(/\r\n|\r|\n/);
      buffer = (done ? '' : lines.pop()) + buffer.slice(end);
      for (const line of lines) readLine(line);
      if (done) break;
    }
    // A last event the server did not close with a blank line still counts.
    if (buffer) readLine(buffer);
    dispatch();
  } finally {
    reader.releaseLock();
  }
}
