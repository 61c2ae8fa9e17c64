import { type ComponentType, lazy } from 'react';
import { loadViewWords } from '../lib/language.ts';

/**
 * A component whose code is its own chunk, loaded when first shown, or earlier by `preload` (see
 * preload-current-view.ts), together with the words of the views in the reader's language (only
 * the landing page's are there from the start). Both share one load, so the chunk is fetched
 * once; a load that failed (a network blip while preloading) is tried again next time instead of
 * failing for good.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  type Module = { default: ComponentType<Props> };
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadViewWords()]).then(
      ([module]) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return Object.assign(Component, { preload });
}

/**
 * A thenable that calls back at once. On a real promise React.lazy suspends even when the promise
 * has settled, since its callbacks run later, and React then keeps the fallback up for at least
 * 300 ms; a component whose code is already here renders at once instead.
 */
function alreadyLoaded<Module>(module: Module): Promise<Module> {
  const thenable = {
    then(resolve: (value: Module) => void) {
      resolve(module);
      return thenable;
    },
  };
  // React.lazy only ever calls `then`; its types ask for a whole Promise.
  return thenable as unknown as Promise<Module>;
}
