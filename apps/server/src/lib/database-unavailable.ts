/** PostgreSQL's classes of "the server is not there": connection exceptions and shutdowns. */
const unavailablePostgresCodes = /^(08...|57P0[123]|53300)$/;
/** Socket errors when the database host does not answer. */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** SQLite: locked for longer than the busy timeout, or the file cannot be read or written. */
const unavailableSqliteCodes = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/;

/**
 * Whether an error means the database cannot be reached or used for now, rather than that the
 * request was wrong: the API answers 503 and the next request simply tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return (
    unavailablePostgresCodes.test(code) ||
    unavailableSocketCodes.has(code) ||
    unavailableSqliteCodes.test(code) ||
    // node-postgres's own words when the server goes away mid-connection.
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(
      error.message,
    )
  );
}
