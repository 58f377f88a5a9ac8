/**
 * `npm run bench -- eval`: every evaluation set in bench/eval/sets (data only, bench/eval/README.md) through
 * the engine and the assistant, judged by one judge, then the scan time at 10,000 and 100,000 contacts on
 * books from the one generator library.
 *
 * BENCH_EVAL_SET=name runs one set (or a comma-separated few); BENCH_EVAL_VERBOSE=1 prints every failure
 * (question, expected, got) and every wrong introduction on stderr.
 */
import { scanNetwork } from '@tradeloom/intelligence';
import { figure, int, ms, note } from '../lib/report.ts';
import { generateBook } from './lib/generator.ts';
import { loadSet, setDir, setNames, toAssistantContact } from './lib/load.ts';
import { BENCH_MAX_SCANS, engineMeasures, runQuestions, runScans, scoreByKind } from './lib/run.ts';

const PART = 'eval';
const VERBOSE = process.env.BENCH_EVAL_VERBOSE === '1';
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)} %` : 'n/a');
const frac = (a: number, b: number) => `${a}/${b} (${pct(a, b)})`;
const clip = (s: string, n: number) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
};

function runSet(name: string): void {
  const t0 = performance.now();
  const set = loadSet(setDir(name));
  const tag = `${name} (${set.info.unseen ? 'unseen' : 'seen'}; ${int(set.contacts.length)} contacts)`;
  note(PART, `${name}: loaded in ${ms(performance.now() - t0)}`);

  const t1 = performance.now();
  // A set with no planted introductions, priorities or cold contacts (an assistant-only set) gets one scan:
  // its suggestions can still be judged right or wrong from the truth, and many scans of 8,000 contacts take minutes.
  const plantedEngineTruth = set.truth.introductions.length + set.truth.priorities.length + set.truth.cold.length > 0;
  const scans = runScans(set, plantedEngineTruth ? BENCH_MAX_SCANS : 1);
  const m = engineMeasures(set, scans);
  note(PART, `${name}: ${scans.length} scans in ${ms(performance.now() - t1)}`);
  if (m.planted || m.suggested) {
    if (plantedEngineTruth) {
      figure(`${tag} introductions: planted pairs found`, frac(m.plantedFound, m.planted), '≥ 85 %');
      figure(`${tag} introductions: suggestions right, all scans`, frac(m.suggestedRight, m.suggested), '≥ 70 %');
    }
    figure(`${tag} introductions: suggestions right, first scan`, frac(m.firstScanRight, m.firstScanSuggested), '≥ 90 %');
    if (plantedEngineTruth) {
      figure(
        `${tag} introductions: scans until one adds nothing`,
        m.scansUntilNothingNew === null ? `never (scan ${BENCH_MAX_SCANS} still adds some)` : String(m.scansUntilNothingNew),
      );
      figure(`${tag} introductions: right/added per scan`, m.perScan.map((s) => `${s.right}/${s.added}`).join(' '));
      figure(`${tag} introductions: true pairs in the book (from the truth)`, int(m.truePairs));
      figure(`${tag} introductions: recall of true pairs, all scans`, frac(m.suggestedRight, m.truePairs));
      figure(`${tag} introductions: precision, all scans`, frac(m.suggestedRight, m.suggested));
    }
  }
  if (m.priorities) {
    figure(`${tag} priorities (first scan's opportunity insights): right contact named`, frac(m.prioritiesNamed, m.priorities));
    figure(`${tag} priorities: right contact named with no decoy above it`, frac(m.prioritiesScored, m.priorities), '≥ 87 %');
    figure(`${tag} priorities: decoys ranked above the best right contact`, int(m.decoysAbove), '0');
  }
  if (m.coldHigh || m.coldLow) {
    figure(`${tag} cold (reconnect reminders over the scans): high-value named`, frac(m.coldHighNamed, m.coldHigh), '≥ 87 %');
    figure(`${tag} cold: high-value named before every low-value one`, frac(m.coldHighAboveLow, m.coldHigh));
    figure(`${tag} cold: low-value named`, frac(m.coldLowNamed, m.coldLow));
  }
  if (VERBOSE) {
    for (const w of m.wrongIntroductions) note(PART, `${name} wrong introduction: ${w}`);
    for (const p of m.missedPriorities) note(PART, `${name} priority missed: ${p}`);
  }

  if (set.questions.length) {
    const t2 = performance.now();
    const results = runQuestions(set);
    note(PART, `${name}: ${results.length} questions in ${ms(performance.now() - t2)}`);
    const right = results.filter((r) => !r.verdict).length;
    figure(`${tag} assistant: answers right`, frac(right, results.length), '≥ 85 %');
    const kinds = [...scoreByKind(results)].map(([k, s]) => `${k} ${s.right}/${s.asked}`);
    figure(`${tag} assistant: by kind`, kinds.join(', '), 'no kind under 60 %');
    if (VERBOSE)
      for (const r of results.filter((x) => x.verdict))
        note(
          PART,
          `${name} WRONG [${r.question.kind}] ${r.question.id} ${r.question.turns.map((t) => `"${t}"`).join(' -> ')}\n    expected ${JSON.stringify(r.question.expect).slice(0, 300)}\n    got ${
            r.answer
              ? `understood ${r.answer.understood}, total ${r.answer.total ?? '-'}, named ${r.answer.contactIds.length} (${r.answer.contactIds
                  .slice(0, 12)
                  .map((id) => set.keyOf(id) ?? id)
                  .join(', ')}${r.answer.contactIds.length > 12 ? ', …' : ''}): "${clip(r.answer.text, 300)}"`
              : 'no answer'
          }\n    why: ${r.verdict}`,
        );
  }
}

function scanTime(size: number): number {
  const contacts = generateBook(size, 20261126).map((c, i) => toAssistantContact(c, `g-${i}`));
  const t = performance.now();
  scanNetwork({
    contacts,
    priorities: [{ id: 'p', priorityText: 'Source 20kt urea for Q1', targetCommodity: 'Urea', targetRegion: 'Africa' }],
    now: new Date('2026-11-20T09:00:00Z'),
    trigger: 'manual',
  });
  return performance.now() - t;
}

export async function run(): Promise<void> {
  const only = (process.env.BENCH_EVAL_SET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = setNames().filter((n) => !only.length || only.includes(n));
  if (only.length && names.length !== only.length) throw new Error(`no set named ${only.filter((n) => !names.includes(n)).join(', ')}`);
  let failed = 0;
  for (const name of names) {
    try {
      runSet(name);
    } catch (err) {
      failed++;
      figure(`${name}`, `did not load or run: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
      if (VERBOSE) console.error(err);
    }
  }
  if (!only.length || process.env.BENCH_EVAL_SCALE === '1') {
    const small = scanTime(10_000);
    const big = scanTime(100_000);
    figure('scan of 10,000 generated contacts', ms(small), '≤ 1 s');
    figure('scan of 100,000 generated contacts', ms(big), '≤ 10 s');
  }
  if (failed) throw new Error(`${failed} set(s) did not load`);
}
