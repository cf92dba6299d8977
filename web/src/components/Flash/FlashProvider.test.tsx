import { MESSAGES } from '@portal/schema';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../theme/system';
import { FlashProvider } from './FlashProvider';
import { useFlash } from './useFlash';

function SaveButton() {
  const flash = useFlash();
  return <button onClick={() => flash.show(MESSAGES.changesSaved)}>Save</button>;
}

function renderFlash() {
  render(
    <ChakraProvider value={system}>
      <FlashProvider>
        <SaveButton />
      </FlashProvider>
    </ChakraProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const flashShown = () => screen.queryByRole('status') !== null && screen.queryByText(MESSAGES.changesSaved) !== null;

describe('flash bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('appears after 300 ms and hides 10 s later', () => {
    renderFlash();
    act(() => vi.advanceTimersByTime(299));
    expect(flashShown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(flashShown()).toBe(true);
    act(() => vi.advanceTimersByTime(9_999));
    expect(flashShown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(flashShown()).toBe(false);
  });

  it('can be closed', () => {
    renderFlash();
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(flashShown()).toBe(false);
  });

  it('a new message restarts the timing', () => {
    renderFlash();
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(flashShown()).toBe(false);
    act(() => vi.advanceTimersByTime(300));
    expect(flashShown()).toBe(true);
  });
});
