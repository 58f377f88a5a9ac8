/** What the insight engine is fed: the user's own contacts with their source of introduction and latest interactions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEngineInteractions } from '../src/modules/contacts/interactions.service.ts';
import { networkOf } from '../src/modules/insights/insights.service.ts';
import { createTestRuntime, signUp, type TestRuntime } from './harness.ts';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(async () => {
  await rt.dispose();
});

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

describe('the engine’s network', () => {
  it('carries each own contact’s latest interactions, newest first, capped, and never another user’s', async () => {
    const a = await signUp(rt);
    const b = await signUp(rt);
    const make = async (cookie: string, json: Record<string, unknown>) =>
      ((await (await rt.request('POST', '/api/contacts', { cookie, json })).json()) as { id: string }).id;
    const ana = await make(a.cookie, { full_name: 'Ana Silva', source_of_introduction: 'Maria at LME Week' });
    const quiet = await make(a.cookie, { full_name: 'Never Called' });
    const other = await make(b.cookie, { full_name: 'Someone Else' });
    const log = (cookie: string, id: string, kind: string, days: number, text = '') =>
      rt.request('POST', `/api/contacts/${id}/interactions`, { cookie, json: { kind, date: daysAgo(days), text } });
    for (let d = 30; d >= 1; d--) expect((await log(a.cookie, ana, d % 2 ? 'call' : 'email', d, `touch ${d}`)).status).toBe(201);
    expect((await log(b.cookie, other, 'meeting', 3)).status).toBe(201);

    const loaded = await loadEngineInteractions(rt.deps.db, [a.user.id], 5);
    expect([...loaded.keys()]).toEqual([ana]);
    expect(loaded.get(ana)!.map((i) => i.occurredOn)).toEqual([1, 2, 3, 4, 5].map(daysAgo));
    expect(loaded.get(ana)![0]).toEqual({ kind: 'call', occurredOn: daysAgo(1), text: 'touch 1' });

    const network = await networkOf(rt.deps.db, a.user.id);
    expect(network.map((c) => c.id).sort()).toEqual([ana, quiet].sort());
    const anaContact = network.find((c) => c.id === ana)!;
    expect(anaContact.sourceOfIntroduction).toBe('Maria at LME Week');
    expect(anaContact.interactions).toHaveLength(20);
    expect(network.find((c) => c.id === quiet)!.interactions).toEqual([]);
  });
});
