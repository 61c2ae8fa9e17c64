/**
 * In-app calls (decision 059) in Debian's Chromium with its fake camera and microphone, against
 * the production build on a fresh data folder: how long a call takes to set up, and how fast a
 * lead's suspension reaches both pages of a call it ends. Each member is a context of its own in
 * one browser. With no TURN relay set a call goes direct, as it does on one machine. The
 * baselines, measured in the same run and browser: two connections made in one bare page with
 * no server between them (the WebRTC floor here), and a chat message reaching the other
 * member's open chat (how fast any event reaches a page). Its rows are in calls/figures.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './calls/browser.ts';
import { callFigures, callRows, type CallResults, SET_UPS, SUSPENSIONS } from './calls/figures.ts';
import { seedCallPairs } from './calls/seed-call-pairs.ts';
import { callSetUps } from './calls/set-up.ts';
import { messagesShown, suspensionsTold } from './calls/told.ts';
import { webRtcFloor } from './calls/webrtc-floor.ts';
import type { Benchmark } from './support/benchmark.ts';
import { startMentorBridge } from './support/mentorbridge-server.ts';
import { freePort } from './support/processes.ts';

async function callResults(): Promise<CallResults> {
  // Each part started is stopped after, also when a later one fails: the benchmark is tried again.
  const stops: (() => unknown)[] = [];
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-calls-'));
    stops.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // A pair for each call set up and the untimed first, one whose mentor is suspended, one
    // that writes: none reaches the others' pages.
    const { pairs, lead } = await seedCallPairs(dataDir, SET_UPS + 3);
    const [suspended, writing, ...calling] = pairs;
    if (!suspended || !writing) throw new Error('too few pairs seeded');
    // The pages are served from a copy of the build the run began with: a build made meanwhile in
    // the same working copy takes away the chunks an open page loads later.
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-calls-web-'));
    stops.push(() => fs.rmSync(webDist, { recursive: true, force: true }));
    fs.cpSync(path.resolve(import.meta.dirname, '../apps/web/dist'), webDist, { recursive: true });
    const port = await freePort();
    // Every page and request comes from one address, and one pair sets up eleven calls in a
    // minute or so, beyond a person's allowance of a call's signals: the limits are lifted.
    const server = await startMentorBridge(dataDir, port, {
      env: { RATE_LIMIT_FACTOR: '100', WEB_DIST_DIR: webDist },
      label: 'calls',
    });
    stops.push(() => server.stop());
    const browser = await launchChromium();
    stops.push(() => browser.close());
    const origin = `http://127.0.0.1:${port}`;
    const floor = await webRtcFloor(browser, SET_UPS);
    const setUp = await callSetUps(browser, origin, calling);
    const suspension = await suspensionsTold(browser, origin, suspended, lead, SUSPENSIONS);
    const message = await messagesShown(browser, origin, writing, SUSPENSIONS);
    server.checkStillRunning();
    return { setUp, floor, suspension, message };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

export const callsBenchmark: Benchmark = {
  rows: Object.values(callRows),
  run: async () => callFigures(await callResults()),
};
