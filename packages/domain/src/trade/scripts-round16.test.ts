/**
 * Issue 24, round 16: products written only in the scripts of the oil desks and agri trades of South Asia, the Gulf
 * and East Africa (Arabic, Persian and Urdu in the Arabic script, Devanagari, Gujarati, Ge'ez), in Chinese and in
 * Swahili: read as the product, and a Romanian 'buna' (good) is no coffee.
 */
import { describe, expect, it } from 'vitest';
import { productsInText } from './index.ts';

const ids = (text: string) => productsInText(text).map((p) => p.id);

describe('products in the scripts of the trade', () => {
  it.each([
    ['تولید قیر ۶۰/۷۰ بشکه‌ای برای صادرات', 'bitumen'],
    ['NH पैकेज, बिटुमेन चाहिए', 'bitumen'],
    ['يبيع نافثا شحنات', 'naphtha'],
    ['દર મહિને ૩૦૦૦ ટન મિથેનોલ ખરીદે છે', 'methanol'],
    ['فرنس آئل ۳۸۰ ہر ماہ', 'fuel_oil'],
    ['فروشنده بوتان صادراتی', 'butane'],
    ['روغن پایه گروه یک', 'base_oil'],
    ['牛油果进口商', 'avocado'],
    ['蓝莓进口，一级批发', 'blueberries'],
    ['anauza karafuu Zanzibar', 'cloves'],
    ['ሰሊጥ ላኪ', 'sesame'],
    ['korosho ghafi Mtwara', 'cashew_rcn'],
  ])('%s -> %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });
  it("reads no coffee in Romanian 'buna'", () => {
    expect(ids('buna ziua, oferta grau')).not.toContain('coffee');
  });
});
