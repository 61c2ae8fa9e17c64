// Lints the OpenAPI document the built server serves, as a school's IT team would: Redocly CLI
// with its recommended rules, where any error or warning fails (decision 046). Run after
// `npm run build -w @mentorbridge/server`; exits non-zero on a problem.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 3998;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-openapi-'));
const documentFile = path.join(dataDir, 'openapi.json');

const server = spawn('node', ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    // The document does not need the web app, which is built later in the run.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'https://mentorbridge.example.org',
    // A server on https:// refuses to start without SMTP; nothing here sends a mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function servedDocument() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
      if (response.ok) return await response.text();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not serve /api/openapi.json within a minute');
}

let passed = false;
try {
  fs.writeFileSync(documentFile, await servedDocument());
  // JSON, for the totals: Redocly exits 0 on warnings, and a warning fails here too.
  const lint = spawnSync(
    'npx',
    ['redocly', 'lint', '--extends=recommended', '--format=json', documentFile],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{')));
  for (const problem of report.problems) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.log(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`openapi: ${errors} errors, ${warnings} warnings`);
  passed = errors === 0 && warnings === 0;
} catch (error) {
  console.error(`openapi: FAILED: ${error.message}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
