import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContactFilters } from './lazy-contact-filters';

const props: ComponentProps<typeof ContactFilters> = {
  facets: { commodities: [{ value: 'Cocoa', count: 3 }], locations: [], roles: [], total: 3 },
  loading: false,
  commodities: ['Cocoa'],
  locations: [],
  roles: [],
  onToggle: vi.fn(),
  onClearAll: vi.fn(),
};

describe('lazy ContactFilters', () => {
  it('is the closed trigger alone until first opened', () => {
    render(<ContactFilters {...props} />);
    const button = screen.getByRole('button', { name: 'Filters, 1 active' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Filter contacts')).toBeNull();
  });

  it('opens the real dropdown on the first click, open, with its menu working', async () => {
    render(<ContactFilters {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    expect(await screen.findByText('Filter contacts')).toBeTruthy();
    const trigger = screen.getByRole('button', { name: 'Filters, 1 active' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /By Commodity/ }));
    expect(await screen.findByRole('checkbox')).toBeTruthy();
  });
});
