/**
 * What a connected mailbox says it captured counts its own interactions only (CI, 2026-11-26: the
 * count's subquery compared the interaction's source with itself, so every user's mailbox showed
 * every captured interaction of the server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureSources, contacts, mailboxes } from '../src/db/schema/index.ts';
import { recordCaptured } from '../src/modules/capture/capture.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

/** A mailbox written directly (connecting one needs an IMAP server; mailbox-capture.test.ts has one) with `mails` captured e-mails. */
async function mailboxWith(userId: string, address: string, mails: number) {
  const [source] = await rt.deps.db
    .insert(captureSources)
    .values({ userId, kind: 'imap', label: address })
    .returning({ id: captureSources.id });
  await rt.deps.db.insert(mailboxes).values({
    userId,
    sourceId: source!.id,
    host: 'imap.example.test',
    port: 993,
    tls: true,
    username: address,
    passwordEnc: rt.deps.mailboxes.secrets.seal('app-password'),
  });
  const made = await rt.deps.db
    .insert(contacts)
    .values(Array.from({ length: mails }, (_, i) => ({ userId, fullName: `${address} contact ${i}` })))
    .returning({ id: contacts.id });
  await recordCaptured(
    rt.deps.db,
    userId,
    source!.id,
    made.map((c, i) => ({
      contactId: c.id,
      kind: 'email',
      date: '2026-11-01',
      direction: 'in',
      externalKey: `<${address}.${i}@x>`,
      text: 'E-mail received',
    })),
  );
}

describe('a connected mailbox', () => {
  it("counts what it captured itself, never another user's mailbox's interactions", async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    await mailboxWith(a.user.id, 'a@example.test', 2);
    await mailboxWith(b.user.id, 'b@example.test', 5);
    const list = async (cookie: string) =>
      (
        (await (await rt.request('GET', '/api/mailboxes', { cookie })).json()) as { captured: { interactions: number; contacts: number } }[]
      ).map((m) => m.captured);
    expect(await list(a.cookie)).toEqual([{ interactions: 2, contacts: 2 }]);
    expect(await list(b.cookie)).toEqual([{ interactions: 5, contacts: 5 }]);
  });
});
