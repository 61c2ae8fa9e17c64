import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxPrelude, nginxProxyHeaders } from '@mentorbridge/testing/nginx-config';
import { Agent, fetch } from 'undici';
import { freePort } from './processes.ts';

/** nginx in front of local servers, each on its own https origin. */
export interface HttpsFront {
  /** The https origin that passes on to the server of this name. */
  origin(name: string): string;
  /** Tells Chromium to trust this run's certificate (by its public key), and only it. */
  chromeFlag: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with TLS and HTTP/2 in front of the servers given (name → loopback port), as
 * docs/deploy.md deploys MentorBridge, so a browser loads pages the way it loads them from
 * production: one multiplexed connection instead of six. The certificate is made for this run.
 */
export async function startHttpsFront(upstreams: Record<string, number>): Promise<HttpsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-https-front-'));
  const certificate = makeCertificate(dir);
  const ports: Record<string, number> = {};
  for (const name of Object.keys(upstreams)) ports[name] = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, upstreams, ports));
  const nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const origin = (name: string) => {
    const port = ports[name];
    if (port === undefined) throw new Error(`no upstream named ${name}`);
    return `https://127.0.0.1:${port}`;
  };
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const name of Object.keys(upstreams))
      await untilAnswering(origin(name), certificate.pem, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    chromeFlag: `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`,
    stop,
  };
}

/** A self-signed certificate for 127.0.0.1, and the hash Chromium pins it by. */
function makeCertificate(dir: string): { pem: string; spkiHash: string } {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pem = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  const publicKey = new crypto.X509Certificate(pem).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return { pem, spkiHash: crypto.createHash('sha256').update(publicKey).digest('base64') };
}

function nginxConfig(
  dir: string,
  upstreams: Record<string, number>,
  ports: Record<string, number>,
): string {
  const servers = Object.entries(upstreams).map(
    ([name, upstream]) => `
  server {
    # Debian 12's nginx (1.22) takes http2 on the listen line; 1.25.1 and later also take "http2 on;".
    listen 127.0.0.1:${ports[name]} ssl http2;
    ssl_certificate     ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${upstream};
${nginxProxyHeaders}
    }
  }`,
  );
  return `${nginxPrelude(dir)}
${servers.join('\n')}
}
`;
}

async function untilAnswering(origin: string, certificatePem: string, nginx: ChildProcess) {
  const dispatcher = new Agent({ connect: { ca: certificatePem } });
  const deadline = Date.now() + 10_000;
  try {
    while (Date.now() < deadline) {
      if (nginx.exitCode !== null) throw new Error('nginx exited before it answered');
      try {
        await fetch(`${origin}/`, { dispatcher });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error(`nginx did not answer at ${origin} within 10 s`);
  } finally {
    await dispatcher.close();
  }
}
