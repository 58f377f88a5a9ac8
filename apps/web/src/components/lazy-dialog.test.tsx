import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LazyDialogProps, lazyDialog } from './lazy-dialog';

function Probe({ open }: LazyDialogProps) {
  return <p>{open ? 'open' : 'closed'}</p>;
}

describe('lazyDialog', () => {
  it('loads nothing until the first opening, then stays mounted once closed', async () => {
    const load = vi.fn(async () => Probe);
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} onOpenChange={() => {}} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closed/)).toBeNull();

    rerender(<Dialog open onOpenChange={() => {}} />);
    expect(await screen.findByText('open')).toBeTruthy();
    rerender(<Dialog open={false} onOpenChange={() => {}} />);
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('preload starts the load before any opening', async () => {
    const load = vi.fn(async () => Probe);
    const Dialog = lazyDialog(load);
    await Dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
