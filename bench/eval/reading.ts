/**
 * How well each contact of a set is READ, before any matching: the engine's profile of the contact
 * (profileContact: its current products, each with a side) against the set's hidden truth. The set's
 * product keys are the author's own words ('copper_cathode'); they are mapped to ours by reading the key
 * as a product name; a key that names no product of ours is counted apart and left out.
 *
 *   npx tsx bench/eval/reading.ts [set,set...]      (default: every set)
 *   BENCH_EVAL_VERBOSE=1 ...                        every misread contact, on stdout, by cause
 *
 * A contact is read right when every current product of its truth is among ours (the same product, one above
 * or below it in the hierarchy, or its family's plain name: 'coal' for thermal coal) on its true side, no product it stopped is read as current, and we
 * add no product the truth does not know. Its region is compared apart.
 */
import { productAncestors, resolveCommodity, resolvedProduct, type TradeRegion } from '@tradeloom/domain/trade';
import { profileContact } from '@tradeloom/intelligence';
import { loadSet, setDir, setNames } from './lib/load.ts';

const VERBOSE = process.env.BENCH_EVAL_VERBOSE === '1';

const REGION_OF_TRUTH: Record<string, readonly TradeRegion[]> = {
  europe: ['Europe'],
  middle_east: ['Middle East'],
  africa: ['Africa'],
  asia: ['Asia'],
  south_asia: ['Asia'],
  southeast_asia: ['Asia'],
  east_asia: ['Asia'],
  north_america: ['North America'],
  central_america: ['North America', 'South America'],
  south_america: ['South America'],
  oceania: ['Oceania'],
  cis: ['Europe', 'Asia'],
};

type Cause = 'missed product' | 'wrong side' | 'no side' | 'stopped read as current' | 'extra product' | 'region';

// (A family's plain name, 'coal' or 'nickel', is related to every product of the family, as the engine matches them.)
const related = (a: string, b: string) => {
  if (a === b || productAncestors(a).has(b) || productAncestors(b).has(a)) return true;
  const pa = resolvedProduct(a);
  const pb = resolvedProduct(b);
  return !!pa && !!pb && pa.family === pb.family && (pa.generic || pb.generic);
};

function mapKey(key: string): string | null {
  const r = resolveCommodity(key.replace(/[_-]+/g, ' '));
  return r.known ? r.id : null;
}

export interface Reading {
  contacts: number;
  right: number;
  regionKnown: number;
  regionRight: number;
  unmappedKeys: Set<string>;
  causes: Map<Cause, string[]>;
  /** Products the truth has on both sides that we read on one. */
  oneOfTwo: number;
}

export function readingOf(name: string): Reading {
  const set = loadSet(setDir(name));
  const out: Reading = { contacts: 0, right: 0, regionKnown: 0, regionRight: 0, unmappedKeys: new Set(), causes: new Map(), oneOfTwo: 0 };
  const add = (cause: Cause, line: string) => {
    const list = out.causes.get(cause) ?? [];
    list.push(line);
    out.causes.set(cause, list);
  };
  for (const contact of set.contacts) {
    const key = set.keyOf(contact.id)!;
    const book = set.contactByKey.get(key)!;
    const profile = profileContact(contact);
    const ours = profile.products.map((p) => ({ id: p.product.id, side: p.side }));
    const truthCurrent: { id: string; side: 'buys' | 'sells'; key: string }[] = [];
    const truthAll = new Set<string>();
    for (const p of book.truth.products) {
      const id = mapKey(p.key);
      if (!id) {
        out.unmappedKeys.add(p.key);
        continue;
      }
      truthAll.add(id);
      if (p.current) truthCurrent.push({ id, side: p.side, key: p.key });
    }
    const currentIds = new Set(truthCurrent.map((t) => t.id));
    const about = `${key} | role=${book.role ?? ''} | title=${book.title ?? ''} | company=${book.company ?? ''} | commodities=${book.commodities ?? ''} | notes=${(book.notes ?? '').replace(/\s+/g, ' ')}`;
    const problems: string[] = [];
    // A product the truth has on both sides (buys and sells it) is read right on either side; that it was
    // read on one side only is counted apart ('one side of two'), as ContactSide holds one side a product.
    const truthSides = new Map<string, { key: string; sides: Set<'buys' | 'sells'> }>();
    for (const t of truthCurrent) {
      const e = truthSides.get(t.id) ?? { key: t.key, sides: new Set() };
      e.sides.add(t.side);
      truthSides.set(t.id, e);
    }
    for (const [id, t] of truthSides) {
      const mine = ours.filter((o) => related(o.id, id));
      const want = [...t.sides].join('+');
      if (!mine.length) {
        problems.push(`missed ${t.key} (${want})`);
        add('missed product', `${about}\n      truth ${t.key} ${want}; ours ${ours.map((o) => `${o.id}:${o.side}`).join(', ') || '-'}`);
      } else if (!mine.some((o) => t.sides.has(o.side as 'buys'))) {
        const noSide = mine.every((o) => o.side !== 'buys' && o.side !== 'sells');
        problems.push(`${noSide ? 'no side' : 'wrong side'} ${t.key}`);
        add(
          noSide ? 'no side' : 'wrong side',
          `${about}\n      truth ${t.key} ${want}; ours ${mine.map((o) => `${o.id}:${o.side}`).join(', ')}`,
        );
      } else if (t.sides.size === 2 && !mine.some((o) => o.side === 'either')) {
        const sides = new Set(mine.map((o) => o.side));
        if (sides.size < 2) out.oneOfTwo++;
      }
    }
    for (const p of book.truth.products) {
      const id = mapKey(p.key);
      if (!id || p.current || currentIds.has(id)) continue;
      if (ours.some((o) => o.id === id)) {
        problems.push(`stopped ${p.key} read as current`);
        add('stopped read as current', `${about}\n      truth stopped ${p.key}`);
      }
    }
    for (const o of ours) {
      if ([...truthAll].some((t) => related(o.id, t))) continue;
      // A product the truth names under a key we cannot map may be this one: not counted against us.
      if (book.truth.products.some((p) => !mapKey(p.key))) continue;
      problems.push(`extra ${o.id}`);
      add(
        'extra product',
        `${about}\n      ours ${o.id}:${o.side}; truth ${book.truth.products.map((p) => `${p.key}:${p.side}${p.current ? '' : '(stopped)'}`).join(', ') || '-'}`,
      );
    }
    out.contacts++;
    if (!problems.length) out.right++;
    const truthRegion = book.truth.region;
    if (truthRegion) {
      out.regionKnown++;
      if (profile.region && REGION_OF_TRUTH[truthRegion]!.includes(profile.region)) out.regionRight++;
      else
        add(
          'region',
          `${key} | location=${book.location ?? ''} | cc=${book.country_code ?? ''} | truth ${truthRegion}; ours ${profile.region ?? '-'}`,
        );
    }
  }
  return out;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv[2] ? process.argv[2].split(',') : setNames();
  for (const name of names) {
    const r = readingOf(name);
    const causes = [...r.causes].map(([c, l]) => `${c} ${l.length}`).join(', ');
    console.log(
      `${name}: contacts read right ${r.right}/${r.contacts} (${pct(r.right, r.contacts)}); region ${r.regionRight}/${r.regionKnown} (${pct(r.regionRight, r.regionKnown)}); ${causes}; products on both sides read on one ${r.oneOfTwo}; unmapped keys ${r.unmappedKeys.size}${r.unmappedKeys.size ? ` (${[...r.unmappedKeys].slice(0, 12).join(' ')})` : ''}`,
    );
    if (VERBOSE)
      for (const [cause, lines] of r.causes) {
        console.log(`  == ${cause} (${lines.length})`);
        for (const l of lines) console.log(`    ${l}`);
      }
  }
}
