import { useLayoutEffect, useRef } from 'react';

/** The most lines the message box grows to before it scrolls (chat.css says the same). */
const MAX_LINES = 5;

/**
 * Whether the engine sizes a text area to its text itself (CSS `field-sizing`, chat.css). Where
 * it does, nothing is measured: measuring forces the whole page's layout inside React's commit,
 * which made opening a chat one long task on a phone.
 */
const cssGrows = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A text area as tall as its text, from one line up to five, then scrolling. Engines without
 * `field-sizing` have it measured after each change. Every box here is border-box (base.css), so
 * its height is the text's scroll height plus the borders.
 */
export function useGrowingTextArea(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || cssGrows) return;
    const style = getComputedStyle(area);
    const px = (property: string) => parseFloat(style.getPropertyValue(property)) || 0;
    const borders = px('border-top-width') + px('border-bottom-width');
    const padding = px('padding-top') + px('padding-bottom');
    const line = px('line-height') || px('font-size') * 1.5;
    area.style.height = 'auto';
    const wanted = area.scrollHeight + borders;
    area.style.height = `${Math.min(wanted, line * MAX_LINES + padding + borders)}px`;
  }, [value]);
  return ref;
}
