/**
 * The quality gate's measures (gate.test.ts) and how its pins are made (pin-gate.ts): per set, a pinned
 * sample of questions scored per kind, and the engine's measures as ratios. Deterministic: no timing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { EvalSet } from './load.ts';
import { engineMeasures, MAX_SCANS, runQuestions, runScans, type Score, scoreByKind } from './run.ts';

export const GATE_FILE = new URL('../gate.json', import.meta.url).pathname;
/** Sets with more questions than this are sampled: this many, chosen by a hash of their ids. */
export const SAMPLE_SIZE = 40;
export const SAMPLE_ABOVE = 70;

const ratio = z.number().min(0).max(1);
const setGateSchema = z.object({
  /** The pinned question ids (a set's questions may grow; the gate keeps asking these). */
  questions: z.array(z.string()),
  /** Minimum share right per kind of question in the sample. */
  kinds: z.record(z.string(), ratio),
  /** Minimum per engine measure (a share); absent when the set has no planted truth for it. */
  engine: z.record(z.string(), ratio).default({}),
});
export const gateSchema = z.object({ pinned: z.string(), sets: z.record(z.string(), setGateSchema) });
export type Gate = z.infer<typeof gateSchema>;
export type SetGate = z.infer<typeof setGateSchema>;

export function readGate(): Gate {
  return gateSchema.parse(JSON.parse(readFileSync(GATE_FILE, 'utf8')));
}

/** Every question of a small set; a fixed sample of a large one (the same ids on every run and machine). */
export function sampleQuestions(set: EvalSet): string[] {
  const ids = set.questions.map((q) => q.id);
  if (ids.length <= SAMPLE_ABOVE) return ids;
  const h = (id: string) => createHash('sha1').update(`gate:${set.info.name}:${id}`).digest('hex');
  const chosen = new Set([...ids].sort((a, b) => h(a).localeCompare(h(b))).slice(0, SAMPLE_SIZE));
  return ids.filter((id) => chosen.has(id));
}

/** A set has planted truth for the engine when it plants introductions, priorities or cold contacts. */
export const hasEngineTruth = (set: EvalSet) => set.truth.introductions.length + set.truth.priorities.length + set.truth.cold.length > 0;

export interface GateScores {
  kinds: Map<string, Score>;
  /** Each engine measure as [right, of]. */
  engine: Map<string, [number, number]>;
  failures: string[];
  missing: string[];
}

export function gateScores(set: EvalSet, questionIds: readonly string[]): GateScores {
  const byId = new Map(set.questions.map((q) => [q.id, q]));
  const missing = questionIds.filter((id) => !byId.has(id));
  const results = runQuestions(
    set,
    questionIds.flatMap((id) => byId.get(id) ?? []),
  );
  const engine = new Map<string, [number, number]>();
  if (hasEngineTruth(set)) {
    const m = engineMeasures(set, runScans(set, MAX_SCANS));
    const put = (name: string, right: number, of: number) => {
      if (of > 0) engine.set(name, [right, of]);
    };
    put('planted_pairs_found', m.plantedFound, m.planted);
    put('suggestions_right', m.suggestedRight, m.suggested);
    put('first_scan_right', m.firstScanRight, m.firstScanSuggested);
    put('priorities_right_no_decoy_above', m.prioritiesScored, m.priorities);
    put('cold_high_named', m.coldHighNamed, m.coldHigh);
    put('cold_high_before_low', m.coldHighAboveLow, m.coldHigh);
  }
  return {
    kinds: scoreByKind(results),
    engine,
    failures: results.filter((r) => r.verdict).map((r) => `${r.question.id} [${r.question.kind}] ${r.verdict}`),
    missing,
  };
}

/** A minimum a few points under the score, never above it (two decimals, rounded down). */
export const minimumUnder = (right: number, of: number, points = 5) => Math.max(0, Math.floor((100 * right) / of - points) / 100);
