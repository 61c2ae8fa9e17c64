/**
 * Lighthouse on Debian's Chromium, as a phone on a slow network (its default, mobile): the
 * landing page, and the chat view signed in with a conversation under way. The baseline is
 * the same audit of a minimal page (a heading, nothing else), the ceiling of what a page can
 * score on this machine. Every page is loaded through nginx with TLS and HTTP/2, as
 * docs/deploy.md deploys MentorBridge (decision 027). Every score is the median of five audits.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { textFor } from './chat/chat-clients.ts';
import { seedChatPairs, type SeededPair } from './chat/seed-pairs.ts';
import { CATEGORIES, type Scores, scoresOf } from './lighthouse/scores.ts';
import { type Benchmark, measured } from './support/benchmark.ts';
import { type Figure, median } from './support/figures.ts';
import { startHttpsFront } from './support/https-front.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort } from './support/processes.ts';
import { targets } from './support/targets.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Lighthouse's score moves by several points from run to run here; the figure is the median of
 * these. Five, as Lighthouse's guide to variability advises: twice as stable as one (decision 048).
 */
const RUNS = 5;

const rows = {
  landing: {
    figure: 'Lighthouse, mobile, over HTTPS and HTTP/2: landing page',
    target: targets.lighthouse,
  },
  chat: {
    figure: 'Lighthouse, mobile, over HTTPS and HTTP/2: signed-in chat view',
    target: targets.lighthouse,
  },
};

async function audit(url: string, port: number, cookie?: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: [...CATEGORIES],
    logLevel: 'error',
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // Every audit that failed, in the log: the reason a run is not measured may name only one.
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
  return scoresOf(result.lhr);
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

/** A conversation under way in the pair's chat, so the chat view has messages to show. */
async function writeConversation(pair: SeededPair, port: number, origin: string): Promise<void> {
  for (let index = 0; index < 6; index++) {
    const from = index % 2 === 0 ? pair.mentee : pair.mentor;
    // Straight to the app: Node's fetch would not trust the front's certificate.
    const response = await fetch(
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
    if (!response.ok) throw new Error(`a message of the conversation got ${response.status}`);
  }
}

async function lighthouseFigures(): Promise<Figure[]> {
  // Each part started is stopped after, also when a later one fails: the benchmark is tried again.
  const stops: (() => unknown)[] = [];
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-lighthouse-'));
    stops.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const [pair] = await seedChatPairs(dataDir, 1);
    if (!pair) throw new Error('nothing seeded');
    const port = await freePort();
    const minimalPage = await startMinimalPage();
    stops.push(() => minimalPage.close());
    const front = await startHttpsFront({ app: port, minimal: portOf(minimalPage) });
    stops.push(() => front.stop());
    const origin = front.origin('app');
    const server = await startMentorBridge(dataDir, port, { env: { PUBLIC_URL: origin } });
    stops.push(() => server.stop());
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', front.chromeFlag],
    });
    stops.push(() => chrome.kill());
    await writeConversation(pair, port, origin);
    const landing = await medianScores(`${origin}/`, chrome.port);
    const chat = await medianScores(
      `${origin}/chat/${encodeURIComponent(pair.chatId)}`,
      chrome.port,
      `mb_session=${pair.mentee.sessionToken}`,
    );
    const blank = await medianScores(`${front.origin('minimal')}/`, chrome.port);
    const against = (scores: Scores) => ({
      value: shown(scores),
      baseline: `minimal page: ${shown(blank)}`,
      comparison: `${scores.performance - blank.performance} points`,
    });
    return [
      measured(rows.landing, against(landing), landing),
      measured(rows.chat, against(chat), chat),
    ];
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

export const lighthouseBenchmark: Benchmark = { rows: Object.values(rows), run: lighthouseFigures };
