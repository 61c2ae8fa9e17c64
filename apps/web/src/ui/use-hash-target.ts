import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings an element into view, and focus, when the address names it (`/mentee#find-my-mentor`),
 * as a browser does for a page it loads whole: the router only swaps the view, so a link from
 * another view would otherwise land at the top. The element needs tabIndex={-1} to take focus.
 */
export function useHashTarget<Element extends HTMLElement>(id: string) {
  const { hash, key } = useLocation();
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (hash !== `#${id}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
    // `key` too: following the same link again brings the reader back to it.
  }, [hash, key, id]);
  return ref;
}
