import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '@/test/render';
import { ChatContactChips } from './chat-contact-chips';

const contacts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, full_name: `Contact ${i}`, company: i % 2 ? `Company ${i}` : null }));

describe('the chips of an answer', () => {
  it('shows every contact of a short answer, each opening its contact', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithApp(<ChatContactChips contacts={contacts(12)} onOpen={onOpen} />);
    const list = screen.getByRole('list', { name: 'Contacts in this answer' });
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    await user.click(within(list).getByRole('button', { name: 'Contact 11, Company 11' }));
    expect(onOpen).toHaveBeenCalledWith('c11');
  });

  it('shows the first 50 of a long answer and the rest behind one button', async () => {
    const { user } = renderWithApp(<ChatContactChips contacts={contacts(73)} onOpen={() => {}} />);
    const list = screen.getByRole('list', { name: 'Contacts in this answer' });
    expect(within(list).getAllByRole('button', { name: /^Contact / })).toHaveLength(50);
    await user.click(within(list).getByRole('button', { name: 'and 23 more contacts' }));
    expect(within(list).getAllByRole('button', { name: /^Contact / })).toHaveLength(73);
    expect(within(list).queryByRole('button', { name: /more contacts/ })).toBeNull();
  });
});
