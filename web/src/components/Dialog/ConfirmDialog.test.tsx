import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm, loading = false }: { onConfirm: () => void; loading?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      title="Delete this booking?"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={<button type="button">Delete booking</button>}
      confirmLabel="Delete for good"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      loading={loading}
      error={<p role="alert">The channel refused.</p>}
    >
      It is removed for good.
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('opens from its trigger as an alertdialog named by its title, and Keep it closes it without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this booking?' });
    expect(within(dialog).getByText('It is removed for good.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('The channel refused.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, waits for it: both buttons are disabled', async () => {
    const { user } = renderWithProviders(<Harness onConfirm={() => {}} loading />);
    await user.click(screen.getByRole('button', { name: 'Delete booking' }));
    const dialog = await screen.findByRole('alertdialog');
    const buttons = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label') !== 'Close');
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBe(buttons[0]);
  });
});
