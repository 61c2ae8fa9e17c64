import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { benchContext } from './browser.ts';
import { connectTwoPeers } from './in-page.ts';

/** How long one pair of connections may take before the run counts as failed. */
const CONNECT_LIMIT_MS = 30_000;

const BLANK_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>WebRTC floor</title></html>';

/** A page of nothing on a loopback port: a secure context, where the camera may be asked for. */
async function startBlankPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The WebRTC floor of this machine: what a call costs with nothing of ours in it. One bare page
 * makes two connections to each other with the same fake camera and microphone the call sends,
 * hands each one's description and candidates straight to the other (no server, no signals),
 * and times, as the call page is timed, to the first frame of the remote video shown
 * (in-page.ts, connectTwoPeers). Answers the milliseconds of each of `runs` pairs of
 * connections, one untimed first: the first connection of a browser loads its codecs, a cost a
 * person pays once a session, and the call's rounds run after the same warm-up.
 */
export async function webRtcFloor(browser: Browser, runs: number): Promise<number[]> {
  const blank = await startBlankPage();
  const context = await benchContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(blank.url);
    const samples: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const took = await page.evaluate(connectTwoPeers, CONNECT_LIMIT_MS);
      if (run > 0) samples.push(took);
    }
    return samples;
  } finally {
    await context.close();
    await blank.close();
  }
}
