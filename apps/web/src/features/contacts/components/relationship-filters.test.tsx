import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './filter-chips';
import { ContactFilters } from './lazy-contact-filters';

const relationship = (over: Partial<NonNullable<ComponentProps<typeof ContactFilters>['relationship']>> = {}) => ({
  overdue: false,
  minStrength: undefined,
  onOverdueChange: vi.fn(),
  onMinStrengthChange: vi.fn(),
  ...over,
});
const props = (rel?: ReturnType<typeof relationship>): ComponentProps<typeof ContactFilters> => ({
  facets: { commodities: [], locations: [], roles: [], total: 3 },
  loading: false,
  commodities: [],
  locations: [],
  roles: [],
  onToggle: vi.fn(),
  onClearAll: vi.fn(),
  relationship: rel,
});

describe('the relationship filters', () => {
  it('offers overdue and a minimum strength in the Filters menu, and counts them as active', async () => {
    const rel = relationship({ overdue: true, minStrength: 40 });
    render(<ContactFilters {...props(rel)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 2 active' }));
    const overdue = await screen.findByRole('checkbox', { name: 'Overdue to get in touch' });
    expect(overdue.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(overdue);
    expect(rel.onOverdueChange).toHaveBeenCalledWith(false);

    const group = screen.getByRole('group', { name: 'Minimum strength' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any', 'Cool 15+', 'Warm 40+', 'Strong 70+']);
    expect(within(group).getByRole('button', { name: 'Warm 40+' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Strong 70+' }));
    expect(rel.onMinStrengthChange).toHaveBeenCalledWith(70);
    fireEvent.click(within(group).getByRole('button', { name: 'Any' }));
    expect(rel.onMinStrengthChange).toHaveBeenLastCalledWith(undefined);
  });

  it('are not offered where the list does not filter by them (the map)', async () => {
    render(<ContactFilters {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByText('Filter contacts')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Overdue to get in touch' })).toBeNull();
  });

  it('show as removable chips', () => {
    const rel = relationship({ overdue: true, minStrength: 70 });
    render(<FilterChips commodities={[]} locations={[]} roles={[]} onRemove={vi.fn()} onClearAll={vi.fn()} relationship={rel} />);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips.textContent).toContain('Overdue to get in touch');
    expect(chips.textContent).toContain('Strength 70+');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Overdue to get in touch' }));
    expect(rel.onOverdueChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Strength 70+' }));
    expect(rel.onMinStrengthChange).toHaveBeenCalledWith(undefined);
  });
});
