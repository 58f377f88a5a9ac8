/**
 * The quality gate (issue 24), in `npm test` as the vitest project `eval`: the pinned sample of every
 * evaluation set (bench/eval/gate.json) must score at least its minimum per kind of question and per
 * engine measure. A change that makes the assistant or the engine worse on any set fails here.
 * Deterministic: the books are data, the clock is each set's `now`, nothing is timed.
 */
import { describe, expect, test } from 'vitest';
import { gateScores, readGate } from './lib/gate.ts';
import { loadSet, setDir, setNames } from './lib/load.ts';

const gate = readGate();
const pct = (right: number, of: number) => `${right}/${of} (${Math.round((100 * right) / of)} %)`;

test('every set in bench/eval/sets is pinned in gate.json', () => {
  expect(setNames().filter((n) => !gate.sets[n])).toEqual([]);
});

describe.each(Object.keys(gate.sets))('set %s', (name) => {
  const pins = gate.sets[name]!;

  test('scores at least its minimum per kind of question and per engine measure', () => {
    const set = loadSet(setDir(name));
    const scores = gateScores(set, pins.questions);
    expect(scores.missing, 'pinned questions no longer in the set (re-pin with bench/eval/pin-gate.ts)').toEqual([]);
    const under: string[] = [];
    for (const [kind, min] of Object.entries(pins.kinds)) {
      const s = scores.kinds.get(kind as never);
      if (!s) under.push(`${kind}: no pinned question of this kind was asked`);
      else if (s.right / s.asked < min) under.push(`${kind}: ${pct(s.right, s.asked)}, minimum ${Math.round(min * 100)} %`);
    }
    for (const [measure, min] of Object.entries(pins.engine)) {
      const m = scores.engine.get(measure);
      if (!m) under.push(`${measure}: not measured`);
      else if (m[0] / m[1] < min) under.push(`${measure}: ${pct(m[0], m[1])}, minimum ${Math.round(min * 100)} %`);
    }
    expect(under, `under the gate; wrong answers in the sample:\n${scores.failures.join('\n')}`).toEqual([]);
  });
});
