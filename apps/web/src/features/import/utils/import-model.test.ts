import type { ImportReview } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { decisionsToSend, importPercent, planImport, resultsSummary, sampleValues } from './import-model';

const brief = (full_name: string) => ({ id: null, full_name, company: null, client_email: null, location: null });
const review = (over: Partial<ImportReview> = {}): ImportReview => ({
  total_rows: 12,
  ready_rows: 10,
  error_count: 2,
  errors: [],
  duplicate_count: 3,
  duplicates: [
    { row: 4, incoming: brief('A'), existing: { ...brief('A'), id: 'c1' }, reason: 'same_email', in_file: false },
    { row: 7, incoming: brief('B'), existing: { ...brief('B'), id: 'c2' }, reason: 'same_name_company', in_file: false },
  ],
  limit: { plan: 'Starter Plan', max: 50, current: 45, remaining: 5 },
  preview: [],
  ...over,
});

describe('planImport', () => {
  it('counts what each duplicate action does, unlisted duplicates following the default', () => {
    // 3 duplicates (2 listed): all skipped by default -> 7 new.
    expect(planImport(review(), 'skip', {})).toEqual({ create: 7, update: 0, skip: 3, leftOut: 2 });
    // Row 7 kept, the rest updated: 10 - 2 updated = 8 new.
    expect(planImport(review(), 'update', { '7': 'keep' })).toEqual({ create: 8, update: 2, skip: 0, leftOut: 3 });
  });

  it('leaves nobody out on an unlimited plan or with room to spare', () => {
    expect(planImport(review({ limit: { plan: 'Power Trader Plan', max: null, current: 900, remaining: null } }), 'keep', {}).leftOut).toBe(
      0,
    );
    expect(planImport(review({ limit: { plan: 'Professional Plan', max: 500, current: 1, remaining: 499 } }), 'keep', {}).leftOut).toBe(0);
  });
});

describe('the wizard helpers', () => {
  it('sends only the decisions that differ from the default', () => {
    expect(decisionsToSend({ '4': 'skip', '7': 'keep' }, 'skip')).toEqual({ '7': 'keep' });
  });

  it('takes non-blank sample values of one column', () => {
    expect(
      sampleValues(
        [
          ['a', ''],
          ['b', ' '],
          ['c', 'x'],
          ['d', 'y'],
        ],
        1,
      ),
    ).toEqual(['x', 'y']);
  });

  it('sums up results and progress', () => {
    const results = {
      format: 'csv' as const,
      source: 'linkedin' as const,
      total_rows: 8,
      processed_rows: 2,
      created: 4,
      updated: 0,
      skipped_duplicates: 1,
      skipped_limit: 0,
      error_count: 2,
      errors: [],
      limit_note: null,
      failure: null,
      geocode_queued: 0,
    };
    expect(resultsSummary(results)).toBe('4 added · 1 duplicate skipped · 2 rows with problems');
    expect(importPercent(results)).toBe(25);
    expect(importPercent(null)).toBe(0);
  });
});
