import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that keeps what it receives. */
async function startSink(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise((r) => server.close(() => r())) };
}

describe('SMTP mail provider against a real SMTP server', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  let rt: TestRuntime;
  beforeAll(async () => {
    sink = await startSink();
    rt = await createTestRuntime({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Tradeloom <no-reply@test.local>' });
  });
  afterAll(async () => {
    await rt.dispose();
    await sink.close();
  });

  it('delivers the password-reset e-mail over SMTP and records it as sent', async () => {
    expect(rt.deps.mail.name).toBe('smtp');
    const { email } = await signUp(rt);
    const res = await rt.request('POST', '/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
    expect(res.status).toBe(200);
    await expect.poll(() => sink.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const resetMail = sink.received.find((m) => m.to.includes(email) && m.raw.includes('Reset your'));
    expect(resetMail?.raw).toContain('/reset-password?token=');
    expect(resetMail?.raw).toContain('From: Tradeloom <no-reply@test.local>');
    const rows = await rt.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows.find((r) => r.kind === 'password_reset')?.status).toBe('sent');
  });
});
