import { describe, expect, it } from 'vitest';
import { resolveCommodities } from './resolve.ts';
import { contactSide } from './sides.ts';

const contact = (commodities: string) => ({ commodities, notes: null, role: null, title: null, company: null });

describe('a side written beside an entry of the commodities field', () => {
  it('is no word of the product: "mn ore 37% (sell)" is manganese ore, not a product called "sell"', () => {
    expect(resolveCommodities('mn ore 37% (sell), urea (buy)').map((p) => p.id)).toEqual(['manganese_ore', 'urea']);
  });

  it('puts the product on both sides when it is listed once with each', () => {
    const side = contactSide(contact('DAP 18-46-0 (buy), DAP 18-46-0 (sell), urea (sell)'));
    expect(side.byProduct.get('urea')).toBe('sells');
    expect(side.bothSides.has('dap')).toBe(true);
    expect(side.bothSides.has('urea')).toBe(false);
  });

  it('keeps one side when the product is listed twice on the same side', () => {
    const side = contactSide(contact('gasoil 10ppm (sell), EN590 (sell)'));
    expect(side.byProduct.get('diesel')).toBe('sells');
    expect(side.bothSides.has('diesel')).toBe(false);
  });
});
