import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toast';

// The shim in front of sonner (decision 037): a toast asked for before sonner's code has arrived and the
// real Toaster has mounted is kept and shown then, once; later toasts show at once.
describe('toast on demand', () => {
  it('keeps a toast asked for before sonner is loaded and shows it once the Toaster is there', async () => {
    act(() => toast.error('Could not save the contact'));
    render(<Toaster />);
    expect(await screen.findByText('Could not save the contact')).toBeTruthy();
    act(() => toast.success('Contact saved'));
    expect(await screen.findByText('Contact saved')).toBeTruthy();
    expect(screen.getAllByText('Could not save the contact')).toHaveLength(1);
  });
});
