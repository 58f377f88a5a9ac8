/// <reference path="./popular-english-words.d.ts" />
import { words as popular } from 'popular-english-words';
import { describe, expect, it } from 'vitest';
import { EVERYDAY_WORDS } from './everyday-words.ts';
import { fuzzyCorrector, fuzzyVocabulary, TRADE_MISSPELLINGS } from './fuzzy.ts';
import { commodityWords, correctProductWord, productWordCandidates, resolveCommodity } from './resolve.ts';

describe('misspelt product names', () => {
  it('reads a product word one slip away (two for long words), swapped letters included', () => {
    const cases: [string, string][] = [
      ['Cooper cathodes', 'copper_cathode'],
      ['ferrochome', 'ferrochrome'],
      ['feromanganese', 'ferromanganese'],
      ['silicomangenese', 'silicomanganese'],
      ['sulpher', 'sulphur'],
      ['nickle', 'nickel'],
      ['robsuta', 'coffee_robusta'],
      ['arabika', 'coffee_arabica'],
      ['amonium nitrate', 'ammonium_nitrate'],
      ['alumnium ingots', 'aluminium_ingot'],
      ['soybaen meal', 'soybean_meal'],
      ['diesle', 'diesel'],
      ['condensat', 'condensate'],
      ['steel scarp', 'steel_scrap'],
      ['suger', 'sugar'],
      ['nickle cathodes', 'nickel'],
      ['copper concentrat', 'copper_concentrate'],
    ];
    for (const [text, id] of cases) expect(resolveCommodity(text).id, text).toBe(id);
  });

  it('never turns an everyday word into a product', () => {
    for (const word of ['mine', 'core', 'place', 'power', 'wine', 'better', 'meeting', 'barely', 'diary', 'china', 'least', 'allow'])
      expect(resolveCommodity(word).known, word).toBe(false);
    // Short words are never corrected at all: 'corn' stays corn, 'core' stays core.
    expect(correctProductWord('core')).toBeNull();
    expect(resolveCommodity('corn').id).toBe('corn');
  });

  it('corrects nothing when two different product words are equally near', () => {
    const correct = fuzzyCorrector(fuzzyVocabulary(['copper', 'coppex']), undefined, new Set());
    expect(correct('coppey')).toBeNull();
    expect(correct('coppr')).toBe('copper');
  });

  it('keeps the everyday list complete: no common English word is read as a product', () => {
    const wrong: string[] = [];
    for (const w of popular.getMostPopular(50_000)) {
      const k = commodityWords(w);
      if (k.length !== 1 || TRADE_MISSPELLINGS.has(k[0]!)) continue;
      const options = productWordCandidates(k[0]!);
      if (options.length) wrong.push(`${k[0]} -> ${options.join(' | ')}`);
    }
    // A word listed here means: add it to everyday-words.ts (or to TRADE_MISSPELLINGS if, in a
    // trader's text, it is surely the product).
    expect(wrong).toEqual([]);
    expect(EVERYDAY_WORDS.has('place')).toBe(true);
  });
});
