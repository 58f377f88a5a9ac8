import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows same-origin paths only', () => {
    expect(safeRedirect('/contacts?q=cu')).toBe('/contacts?q=cu');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)', '/home')).toBe('/home');
    expect(safeRedirect(null)).toBe('/');
  });
});
