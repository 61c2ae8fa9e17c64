// Adds up every layer's results into the one closing line CI reads: "N passed, N failed".
// Static checks and the start smoke test count one each. A test layer that exited non-zero
// without any failure in its report (it crashed, or a whole file failed to set up) counts one more.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2] ?? '.test-reports';
let passed = 0;
let failed = 0;
const rows = [];
/** "layer: test name — first line of its error", so the tail of a CI log names what failed. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

const readJson = (file) => {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};
const readText = (file) => {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').trim() : null;
};

for (const check of [
  'format',
  'lint',
  'typecheck',
  'references',
  'structure',
  'openapi',
  'start',
]) {
  const ok = readText(`check-${check}.txt`) === 'pass';
  if (ok) passed++;
  else failed++;
  rows.push(`${check}: ${ok ? 'passed' : 'FAILED'}`);
}

/** Passed and failed counts of a vitest JSON report. */
function vitestCounts(report) {
  // A file whose setup failed reports its tests as skipped, not failed: count the file itself.
  const brokenFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

/** Failed tests of a vitest JSON report, with the file for a file that failed to set up. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) {
      return [`${path.basename(file.name)} — ${firstLine(file.message)}`];
    }
    return failedTests.map((test) => `${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Failed tests of a Playwright JSON report: suites nest, specs hold tests, tests hold runs. */
function playwrightFailures(report) {
  const fromSuite = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error;
          return `${spec.file}: ${spec.title} — ${firstLine(error?.message)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(fromSuite),
  ];
  return [
    ...(report.suites ?? []).flatMap(fromSuite),
    ...(report.errors ?? []).map((error) => firstLine(error.message)),
  ];
}

/** Passed and failed counts of a Playwright JSON report. */
function playwrightCounts(report) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
}

for (const [layer, count, list] of [
  ['unit', vitestCounts, vitestFailures],
  ['unit-web', vitestCounts, vitestFailures],
  ['unit-bench', vitestCounts, vitestFailures],
  ['integration', vitestCounts, vitestFailures],
  ['e2e', playwrightCounts, playwrightFailures],
  ['e2e-cluster', playwrightCounts, playwrightFailures],
]) {
  const report = readJson(`${layer}.json`);
  const counts = report ? count(report) : { passed: 0, failed: 0 };
  if (report) failures.push(...list(report).map((failure) => `${layer}: ${failure}`));
  const exitCode = readText(`exit-${layer}.txt`);
  if (exitCode !== '0' && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  const note = report ? '' : ' (no report: the run crashed)';
  rows.push(`${layer}: ${counts.passed} passed, ${counts.failed} failed${note}`);
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log('\nTotals by layer:');
for (const row of rows) console.log(`  ${row}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
