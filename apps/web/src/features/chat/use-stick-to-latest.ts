import { useCallback, useEffect, useRef, useState } from 'react';

/** Scroll to the newest message this long after a change (docs/product.md, Limits and sizes). */
const SCROLL_DELAY_MS = 100;
/** Within this of the bottom, the user counts as reading the newest message. */
const AT_BOTTOM_PX = 48;

/**
 * Keeps a chat window at its newest message while the user reads there: on arrival, on each new
 * row and as pictures load. A user who scrolled up to read back is left where they are, and told
 * that something new came (`newBelow`) until they jump or scroll down to it.
 */
export function useStickToLatest({
  count,
  newestIsMine,
}: {
  count: number;
  newestIsMine: boolean;
}) {
  const windowRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const shownCount = useRef(0);
  const [newBelow, setNewBelow] = useState(false);

  const toBottom = useCallback((behavior: ScrollBehavior) => {
    const element = windowRef.current;
    element?.scrollTo({ top: element.scrollHeight, behavior });
  }, []);

  useEffect(() => {
    const grew = count > shownCount.current;
    const first = shownCount.current === 0;
    shownCount.current = count;
    if (!grew) return;
    if (!first && !atBottom.current && !newestIsMine) {
      setNewBelow(true);
      return;
    }
    const timer = setTimeout(() => toBottom('auto'), first ? 0 : SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, newestIsMine, toBottom]);

  // The list gets shorter when the composer grows a line, a phone's keyboard opens or the window
  // is resized: a reader at the newest message stays there.
  useEffect(() => {
    const element = windowRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom('auto');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [count, toBottom]);

  // A picture that loads below the reader pushes the newest message down: follow it.
  useEffect(() => {
    const element = windowRef.current;
    if (!element) return;
    const onLoad = () => {
      if (atBottom.current) toBottom('auto');
    };
    element.addEventListener('load', onLoad, true);
    return () => element.removeEventListener('load', onLoad, true);
  }, [count, toBottom]);

  return {
    windowRef,
    newBelow,
    onScroll() {
      const element = windowRef.current;
      if (!element) return;
      atBottom.current =
        element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
      if (atBottom.current) setNewBelow(false);
    },
    jump() {
      atBottom.current = true;
      setNewBelow(false);
      toBottom('smooth');
      // The button goes; the focus goes to the messages it brought into view, not to the page.
      windowRef.current?.focus({ preventScroll: true });
    },
  };
}
