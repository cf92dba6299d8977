import { lazy, type ComponentType } from 'react';

/** A component whose code is fetched the first time it renders (it suspends until then), or earlier by `preload`. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

const declared: LazyComponent<never>[] = [];

/**
 * A named export loaded as its own chunk: `lazyComponent(() => import('./auth/LoginPage'), 'LoginPage')`. Once
 * the chunk is in, the component renders at once without suspending again (a second visit, or a preloaded page).
 */
export function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // Like React.lazy, a chunk that fails to load stays failed: the error boundary shows it, and reloading the page
  // (which also picks up a new deploy's chunk names) fetches it again.
  const preload = () => (pending ??= load().then((module) => (loaded = module[name])));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Component.displayName = `lazy(${name})`;
  const component = Object.assign(Component, { preload });
  declared.push(component as LazyComponent<never>);
  return component;
}

/** Fetches every lazy component, including those that lazy chunks declare (tests render without waiting). */
export async function preloadAll(): Promise<void> {
  let count = -1;
  while (count !== declared.length) {
    count = declared.length;
    await Promise.all(declared.map((component) => component.preload()));
  }
}
