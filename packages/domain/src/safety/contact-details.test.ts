import { describe, expect, it } from 'vitest';
import { held, passes } from './contact-details.cases.ts';
import { findContactDetails } from './contact-details.ts';
describe('contact details', () => {
  it.each(held)('holds %j (%s)', (text, kind) => {
    expect(findContactDetails(text)).toContain(kind);
  });

  it.each(passes)('lets %j through', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('has at least 60 cases each way', () => {
    expect(held.length).toBeGreaterThanOrEqual(60);
    expect(passes.length).toBeGreaterThanOrEqual(60);
  });
});
