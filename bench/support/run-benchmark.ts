import { type Benchmark, notMeasured } from './benchmark.ts';
import type { Figure } from './figures.ts';

/** A first try and two more: a machine's bad minute should not cost a figure. */
export const ATTEMPTS = 3;
/**
 * A reason long enough to act on (what the last rate tried came to, the first refusal's words),
 * short enough for a table cell; the log keeps all of it.
 */
const REASON_LENGTH = 300;

export interface Outcome {
  figures: Figure[];
  /** Why the last try failed; null when the figures were measured. */
  failure: string | null;
}

/**
 * Runs a benchmark, again after a failure, up to ATTEMPTS times. A failure is anything it
 * throws: a tool's error, a server that did not start, a run cut short. If every try fails,
 * each of its declared rows says so, with the last reason, rather than showing a number.
 */
export async function runWithRetries(name: string, benchmark: Benchmark): Promise<Outcome> {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const figures = await benchmark.run();
      checkDeclared(benchmark, figures);
      return { figures, failure: null };
    } catch (error) {
      console.warn(`  ${name} failed, try ${attempt} of ${ATTEMPTS}:`, error);
      failure = reasonOf(error);
    }
  }
  return { figures: benchmark.rows.map((row) => notMeasured(row, failure)), failure };
}

/** Each benchmark in turn; `failed` names those not measured, with why, so the run can fail. */
export async function runEach(
  benchmarks: Record<string, Benchmark>,
): Promise<{ figures: Figure[]; failed: string[] }> {
  const figures: Figure[] = [];
  const failed: string[] = [];
  for (const [name, benchmark] of Object.entries(benchmarks)) {
    const started = performance.now();
    console.log(`running ${name}…`);
    const outcome = await runWithRetries(name, benchmark);
    figures.push(...outcome.figures);
    if (outcome.failure !== null) failed.push(`${name} (${outcome.failure})`);
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { figures, failed };
}

/** A run must fill exactly the rows it declared, or a failed run would leave others stale. */
function checkDeclared(benchmark: Benchmark, figures: readonly Figure[]): void {
  const declared = benchmark.rows.map((row) => row.figure).join('\n');
  const reported = figures.map((figure) => figure.figure).join('\n');
  if (reported !== declared) {
    throw new Error(`reported rows differ from the declared ones:\n${reported}\n---\n${declared}`);
  }
}

/** The error's message on one line, at most REASON_LENGTH characters. */
function reasonOf(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/\s+/g, ' ')
    .trim();
  return message.length > REASON_LENGTH ? `${message.slice(0, REASON_LENGTH - 1)}…` : message;
}
