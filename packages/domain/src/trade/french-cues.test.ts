/**
 * Sides as West African and Maghreb desks write them in French (issue 24): 'client pour RCN', 'a du stock de fèves',
 * 'peut livrer', 'dispo', 'preneur', 'gros consommateur', 'demande cotation'; and a purchase for re-export is a purchase.
 */
import { describe, expect, it } from 'vitest';
import { readNotes } from './sides.ts';

const intents = (notes: string) => readNotes(notes).intents.map((i) => `${i.side}:${i.products.map((p) => p.id).join('+')}`);

describe('French and trade sides', () => {
  it.each([
    ['Client pour RCN. 300 t/mois', 'buys:cashew_rcn'],
    ['preneur de brisure 100%', 'buys:rice'],
    ['interesse par sesame CAF', 'buys:sesame'],
    ['gros consommateur de riz étuvé 5%', 'buys:rice'],
    ['A du stock de fèves de cacao', 'sells:cocoa'],
    ['peut livrer feves de cacao', 'sells:cocoa'],
    ['dispo graines de sesame', 'sells:sesame'],
    ['marketing fe62 fines, some business', 'sells:iron_ore'],
    ['Buys RCN for re-export to Vietnam', 'buys:cashew_rcn'],
    ['re-exports RCN to Vietnam', 'sells:cashew_rcn'],
  ])('%s', (notes, said) => {
    expect(intents(notes)).toContain(said);
  });
});
