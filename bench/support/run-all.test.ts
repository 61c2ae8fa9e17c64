import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const benchDir = path.resolve(import.meta.dirname, '..');

describe('npm run bench, as a process', () => {
  it('exits non-zero, naming the row, when a benchmark cannot measure', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-run-all-'));
    const reportFile = path.join(folder, 'benchmarks.md');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'run-all.ts', 'bundle'], {
        cwd: benchDir,
        env: {
          ...process.env,
          BENCH_WEB_DIST: path.join(folder, 'no-build-here'),
          BENCH_REPORT_FILE: reportFile,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'web bundle: landing page JS (gzip): not measured: no web build at',
      );
      expect(fs.readFileSync(reportFile, 'utf8')).toContain('not measured: no web build at');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
