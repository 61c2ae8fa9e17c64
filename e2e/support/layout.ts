import { expect, type Locator } from '@playwright/test';

/** Where an element is drawn on the page, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where an element is drawn. A layout check fails here when the element is missing or hidden:
 * Playwright's `boundingBox()` answers null then, which a check reading it as 0 would pass.
 */
export async function drawnBox(element: Locator): Promise<Box> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} is not drawn on the page`);
  return box;
}

/** The right edge of a box. */
export const rightOf = (box: Box) => box.x + box.width;

/** The bottom edge of a box. */
export const bottomOf = (box: Box) => box.y + box.height;
