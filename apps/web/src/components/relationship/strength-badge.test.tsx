import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthBadge } from './strength-badge';

const shown = (strength: number | null, note?: string) => {
  const { container } = render(<StrengthBadge strength={strength} note={note} />);
  return container.querySelector<HTMLElement>('[data-testid="strength"]');
};

describe('StrengthBadge', () => {
  it('names the band with the score, says what it is to a screen reader, and carries the note as its tooltip', () => {
    const badge = shown(82, '12 e-mails both ways in 90 days, last meeting 3 weeks ago')!;
    expect(badge.textContent).toBe('Relationship strength: Strong 82');
    expect(badge.title).toBe('12 e-mails both ways in 90 days, last meeting 3 weeks ago');
    expect(badge.className).toContain('bg-success-soft');
  });

  it('uses the bands of the domain, with one lit bar per band step', () => {
    const cases: [number, string, number][] = [
      [70, 'Strong 70', 4],
      [55, 'Warm 55', 3],
      [30, 'Cool 30', 2],
      [8, 'Cold 8', 1],
      [0, 'Cold 0', 1],
    ];
    for (const [score, text, lit] of cases) {
      const badge = shown(score)!;
      expect(badge.textContent?.replace('Relationship strength: ', '')).toBe(text);
      const bars = [...badge.querySelectorAll('[aria-hidden] > span')];
      expect(bars.filter((b) => !b.className.includes('opacity-25'))).toHaveLength(lit);
      expect(badge.hasAttribute('title')).toBe(false);
      badge.parentElement!.remove();
    }
  });

  it('shows nothing when the strength is unknown', () => {
    expect(shown(null)).toBeNull();
  });
});
