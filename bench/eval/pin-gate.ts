/**
 * Pins the quality gate (gate.json) at the engine's current scores: for each set, its question sample (kept
 * when already pinned, so the gate keeps asking the same questions) and a minimum a few points under what
 * it scores now per kind and per engine measure, never above. Run by hand when the engine got better:
 * `npx tsx bench/eval/pin-gate.ts` (add `--resample` to draw the samples again), and commit gate.json.
 */
import { execSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { GATE_FILE, type Gate, gateScores, minimumUnder, readGate, sampleQuestions } from './lib/gate.ts';
import { loadSet, setDir, setNames } from './lib/load.ts';

const old: Gate | null = existsSync(GATE_FILE) && !process.argv.includes('--resample') ? readGate() : null;
const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const gate: Gate = { pinned: `${new Date().toISOString().slice(0, 16)}Z at ${commit} (a few points under the scores then)`, sets: {} };
const pct = (r: number, of: number) => `${r}/${of}`;
for (const name of setNames()) {
  const set = loadSet(setDir(name));
  const ids = set.questions.map((q) => q.id);
  const kept = old?.sets[name]?.questions.filter((id) => ids.includes(id));
  const questions = kept?.length ? kept : sampleQuestions(set);
  const scores = gateScores(set, questions);
  const kinds: Record<string, number> = {};
  const engine: Record<string, number> = {};
  const line: string[] = [];
  for (const [kind, s] of scores.kinds) {
    kinds[kind] = minimumUnder(s.right, s.asked);
    line.push(`${kind} ${pct(s.right, s.asked)} -> ${kinds[kind]}`);
  }
  for (const [measure, [r, of]] of scores.engine) {
    engine[measure] = minimumUnder(r, of);
    line.push(`${measure} ${pct(r, of)} -> ${engine[measure]}`);
  }
  gate.sets[name] = { questions, kinds, engine };
  console.log(`${name} (${questions.length} questions): ${line.join('; ')}`);
}
writeFileSync(GATE_FILE, `${JSON.stringify(gate, null, 2)}\n`);
console.log(`wrote ${GATE_FILE}`);
