/**
 * Lighthouse on Debian's Chromium, as a phone on a slow network (its default, mobile): the
 * landing page, and the chat view signed in with a conversation under way. The baseline is
 * the same audit of a minimal page (a heading, nothing else), the ceiling of what a page can
 * score on this machine. Every page is loaded through nginx with TLS and HTTP/2, as
 * docs/deploy.md deploys MentorBridge (decision 027). Every score is the median of three audits.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { textFor } from './chat/chat-clients.ts';
import { seedChatPairs } from './chat/seed-pairs.ts';
import { type Figure, median } from './support/figures.ts';
import { startHttpsFront } from './support/https-front.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort } from './support/processes.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Lighthouse's score moves by a few points from run to run; the figure is the median of these. */
const RUNS = 3;

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(url: string, port: number, cookie?: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: [...CATEGORIES],
    logLevel: 'error',
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A category scores nothing when one of its audits failed; say which, so a 0 can be explained.
  const failed = Object.entries(result.lhr.audits).filter(([, audit]) => audit.errorMessage);
  for (const [id, { errorMessage }] of failed)
    console.warn(`  ${url}: ${id} failed: ${errorMessage}`);
  // The metrics behind the Performance score, so a low score says where the time went.
  const metric = (id: string) => result.lhr.audits[id];
  console.log(
    `  ${url}: ` +
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map(
          (id) =>
            `${id} ${metric(id)?.displayValue ?? '?'} (${Math.round((metric(id)?.score ?? 0) * 100)})`,
        )
        .join(', '),
  );
  const score = (category: string) =>
    Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
}

/** Each category's median over repeated audits of the same page. */
async function medianScores(url: string, port: number, cookie?: string): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, port, cookie));
  const medianOf = (category: keyof Scores) => median(runs.map((scores) => scores[category]));
  return {
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    'best-practices': medianOf('best-practices'),
  };
}

const shown = (scores: Scores) =>
  `Performance ${scores.performance}, Accessibility ${scores.accessibility}, Best Practices ${scores['best-practices']}`;

const meetsTarget = (scores: Scores) =>
  scores.performance >= 95 && scores.accessibility === 100 && scores['best-practices'] === 100;

const MINIMAL_PAGE =
  '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="Baseline"><title>Baseline</title><h1>Baseline</h1></html>';

/** The minimal page, served from this process on a loopback port. */
async function startMinimalPage(): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(MINIMAL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function portOf(server: http.Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function lighthouseFigures(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-lighthouse-'));
  const [pair] = await seedChatPairs(dataDir, 1);
  if (!pair) throw new Error('nothing seeded');
  const port = await freePort();
  const minimalPage = await startMinimalPage();
  const front = await startHttpsFront({ app: port, minimal: portOf(minimalPage) });
  const origin = front.origin('app');
  const server = await startMentorBridge(dataDir, port, { env: { PUBLIC_URL: origin } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', front.chromeFlag],
  });
  try {
    const cookie = `mb_session=${pair.mentee.sessionToken}`;
    for (let index = 0; index < 6; index++) {
      const from = index % 2 === 0 ? pair.mentee : pair.mentor;
      // Straight to the app: Node's fetch would not trust the front's certificate.
      await fetch(
        `http://127.0.0.1:${port}/api/chats/${encodeURIComponent(pair.chatId)}/messages`,
        {
          method: 'POST',
          headers: {
            cookie: `mb_session=${from.sessionToken}`,
            origin,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ clientId: `lighthouse-${index}`, text: textFor(index) }),
        },
      );
    }
    const landing = await medianScores(`${origin}/`, chrome.port);
    const chat = await medianScores(
      `${origin}/chat/${encodeURIComponent(pair.chatId)}`,
      chrome.port,
      cookie,
    );
    const blank = await medianScores(`${front.origin('minimal')}/`, chrome.port);
    const target = 'Performance ≥ 95, Accessibility 100, Best Practices 100';
    return [
      {
        figure: 'Lighthouse, mobile, over HTTPS and HTTP/2: landing page',
        value: shown(landing),
        baseline: `minimal page: ${shown(blank)}`,
        comparison: `${landing.performance - blank.performance} points`,
        target,
        met: meetsTarget(landing),
      },
      {
        figure: 'Lighthouse, mobile, over HTTPS and HTTP/2: signed-in chat view',
        value: shown(chat),
        baseline: `minimal page: ${shown(blank)}`,
        comparison: `${chat.performance - blank.performance} points`,
        target,
        met: meetsTarget(chat),
      },
    ];
  } finally {
    chrome.kill();
    await front.stop();
    await server.stop();
    minimalPage.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
