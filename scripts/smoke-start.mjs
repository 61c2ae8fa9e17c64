// Checks the README's start line: `npm start` builds and serves the app on its embedded defaults,
// with the demo accounts in place. Writes pass or fail for the summary.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportFile = path.join(process.argv[2] ?? '.test-reports', 'check-start.txt');
const port = 3999;
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-start-'));

const server = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 3 minutes');
}

async function check() {
  await waitForHealth(Date.now() + 180_000);
  const page = await (await fetch(`${base}/`)).text();
  if (!page.includes('<div id="root">')) throw new Error('GET / did not serve the web app');
  const logIn = await fetch(`${base}/api/auth/log-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'priya.raman@example.com', password: 'try-mentorbridge' }),
  });
  const body = await logIn.json();
  if (body.user?.role !== 'mentor')
    throw new Error(`demo mentor log-in failed: ${JSON.stringify(body)}`);
}

let passed = false;
try {
  await check();
  passed = true;
  console.log('start: npm start served the app and a demo mentor logged in');
} catch (error) {
  console.error(`start: FAILED: ${error.message}`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.writeFileSync(reportFile, passed ? 'pass' : 'fail');
