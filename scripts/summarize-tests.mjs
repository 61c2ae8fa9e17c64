// Adds up every layer's results into the one closing line CI reads: "N passed, N failed".
// Static checks and the start smoke test count one each. A layer whose report is missing (it crashed before writing one) counts as one failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-reports';
let passed = 0;
let failed = 0;
const rows = [];

const read = (file) => {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};

for (const check of ['format', 'lint', 'typecheck', 'start']) {
  const file = path.join(dir, `check-${check}.txt`);
  const ok = fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === 'pass';
  if (ok) passed++;
  else failed++;
  rows.push(`${check}: ${ok ? 'passed' : 'FAILED'}`);
}

for (const [layer, file] of [
  ['unit', 'unit.json'],
  ['integration', 'integration.json'],
]) {
  const report = read(file);
  if (!report) {
    failed++;
    rows.push(`${layer}: no report (the run crashed)`);
    continue;
  }
  // A suite that fails to load has no tests but is a failure all the same.
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenSuites;
  rows.push(
    `${layer}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenSuites} failed`,
  );
}

const e2e = read('e2e.json');
if (!e2e) {
  failed++;
  rows.push('e2e: no report (the run crashed)');
} else {
  const { expected = 0, unexpected = 0, flaky = 0 } = e2e.stats;
  const setupErrors = e2e.errors?.length ?? 0;
  passed += expected + flaky;
  failed += unexpected + setupErrors;
  rows.push(`e2e: ${expected + flaky} passed, ${unexpected + setupErrors} failed`);
}

console.log('\nTotals by layer:');
for (const row of rows) console.log(`  ${row}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
