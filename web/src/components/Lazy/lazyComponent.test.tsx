import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A chunk whose arrival the test decides. */
function chunk() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
      arrive = () => resolve({ Greeting });
      fail = reject;
    });
  };
  return {
    load,
    arrive: () => act(async () => arrive()),
    fail: (e: Error) => act(async () => fail(e)),
    loads: () => loads,
  };
}

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const view = (Lazy: ComponentType<{ name: string }>) => (
  <Catch>
    <Suspense fallback={<p>Loading</p>}>
      <Lazy name="Ada" />
    </Suspense>
  </Catch>
);

describe('lazyComponent', () => {
  it('shows the fallback until its chunk arrives, then the component with its props', async () => {
    const { load, arrive, loads } = chunk();
    const Lazy = lazyComponent(load, 'Greeting');
    render(view(Lazy));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(loads()).toBe(1);
    await arrive();
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
  });

  it('shows the error boundary when its chunk fails to load', async () => {
    const { load, fail } = chunk();
    const Lazy = lazyComponent(load, 'Greeting');
    render(view(Lazy));
    await fail(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText('Could not load')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const { load, arrive, loads } = chunk();
    const Lazy = lazyComponent(load, 'Greeting');
    const preloaded = Lazy.preload();
    await arrive();
    await preloaded;
    render(view(Lazy));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads()).toBe(1);
  });
});
