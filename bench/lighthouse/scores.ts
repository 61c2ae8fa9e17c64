/**
 * The scores of one Lighthouse audit, or the reason there are none. A trace Lighthouse could not
 * read (NO_NAVSTART, say) leaves a runtime error and categories scored null; counting those as 0
 * showed "Performance 0" for a page that was never measured.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export type Scores = Record<(typeof CATEGORIES)[number], number>;

/** The part of Lighthouse's result (its `lhr`) the scores are read from. */
export interface AuditResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { errorMessage?: string } | undefined>;
}

export function scoresOf(lhr: AuditResult): Scores {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = (category: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) {
      const failed = Object.entries(lhr.audits)
        .filter(([, audit]) => audit?.errorMessage)
        .map(([id, audit]) => `${id}: ${audit?.errorMessage}`);
      throw new Error(
        `Lighthouse scored no ${category}; ${failed.join('; ') || 'no audit says why'}`,
      );
    }
    return Math.round(value * 100);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
}
