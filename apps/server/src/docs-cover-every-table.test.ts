import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportCoverage } from './features/account/export-coverage.ts';

const docs = path.resolve(import.meta.dirname, '../../../docs');

/**
 * Every table of the schema is in what a data protection officer reads: how long it is kept
 * (docs/retention.md) and why it is processed (docs/dpia.md). The tables are those of the data
 * export's coverage, which its own test holds to the tables a migrated database has, so a later
 * feature's table cannot land without a word in both.
 */
describe('the privacy documents', () => {
  it.each(['retention.md', 'dpia.md'])('name every table of the schema: %s', (document) => {
    const text = fs.readFileSync(path.join(docs, document), 'utf8');
    const missing = Object.keys(exportCoverage).filter((table) => !text.includes(`\`${table}\``));
    expect(missing).toEqual([]);
  });
});
