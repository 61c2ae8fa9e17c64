import { useLayoutEffect, useRef } from 'react';

/** The most lines the message box grows to before it scrolls. */
const MAX_LINES = 5;

/**
 * A text area as tall as its text, from one line up to five, then scrolling: measured after each
 * change, as CSS alone (field-sizing) is not in every engine yet. Every box here is border-box
 * (base.css), so its height is the text's scroll height plus the borders.
 */
export function useGrowingTextArea(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
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
