import { describe, expect, it } from 'vitest';
import { flagged, passes } from './signals.cases.ts';
import { findSignals } from './signals.ts';
describe('safeguarding signals', () => {
  it.each(flagged)('flags %j (%s)', (text, kind) => {
    expect(findSignals(text)).toContain(kind);
  });

  it.each(passes)('lets %j through', (text) => {
    expect(findSignals(text)).toEqual([]);
  });

  it('has at least 60 cases each way', () => {
    expect(flagged.length).toBeGreaterThanOrEqual(60);
    expect(passes.length).toBeGreaterThanOrEqual(60);
  });
});
