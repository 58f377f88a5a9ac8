import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnOpen } from './lazy-on-open';

function Sheet({ id, note }: { id: string | undefined; note: string }) {
  return <p>{id ? `sheet ${id} ${note}` : `closed ${note}`}</p>;
}

describe('lazyOnOpen', () => {
  it('loads nothing while closed, renders with its own props once opened, and stays mounted after closing', async () => {
    const load = vi.fn(async () => Sheet);
    const LazySheet = lazyOnOpen(load, (props) => Boolean(props.id));
    const { rerender } = render(<LazySheet id={undefined} note="a" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/sheet|closed/)).toBeNull();

    rerender(<LazySheet id="42" note="b" />);
    expect(await screen.findByText('sheet 42 b')).toBeTruthy();
    rerender(<LazySheet id={undefined} note="c" />);
    expect(screen.getByText('closed c')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the code once, however often it is called, and the first opening uses it', async () => {
    const load = vi.fn(async () => Sheet);
    const LazySheet = lazyOnOpen(load, (props) => Boolean(props.id));
    await Promise.all([LazySheet.preload(), LazySheet.preload()]);
    render(<LazySheet id="7" note="x" />);
    expect(await screen.findByText('sheet 7 x')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
