import type { Browser } from 'playwright-core';
import type { SeededPair } from '../chat/seed-pairs.ts';
import { namesOf } from './api.ts';
import { signedInPage } from './browser.ts';
import {
  callStateOf,
  joinAndWait,
  joinTimedToFirstFrame,
  openCallPage,
  untilCallHolds,
} from './call-page.ts';
import { STALLED_AFTER_MS } from './figures.ts';

/**
 * The set-up of one in-app call, as the second member to join lives it: the mentor's page has
 * joined and waits; the mentee's page, at its camera check, presses "Join call", and the time to
 * the mentor's first frame on it is the figure (null: not set up). Each call is a pair never
 * called before, with both pages new: every one asks for its ICE servers, connects its socket's
 * call and negotiates from nothing, as a real call does. Both pages are closed after.
 */
async function oneCallSetUp(
  browser: Browser,
  origin: string,
  pair: SeededPair,
): Promise<number | null> {
  const names = await namesOf(origin, pair);
  const mentorPage = await signedInPage(browser, origin, pair.mentor);
  const menteePage = await signedInPage(browser, origin, pair.mentee);
  try {
    await openCallPage(mentorPage, pair);
    await joinAndWait(mentorPage, names.mentee);
    await untilCallHolds(origin, pair, [pair.mentor]);
    await openCallPage(menteePage, pair);
    const took = await joinTimedToFirstFrame(menteePage);
    if (took === null) {
      const states = [await callStateOf(mentorPage), await callStateOf(menteePage)];
      console.log(
        `  a call not set up within ${STALLED_AFTER_MS / 1000} s; the pages say: ${states.join(' / ')}`,
      );
    }
    return took;
  } finally {
    await menteePage.context().close();
    await mentorPage.context().close();
  }
}

/**
 * One call set up in each pair in turn; the first is not counted: it is the browser's and the
 * server's first (codecs loaded, code compiled), as the WebRTC floor's first is not counted.
 * Answers the milliseconds of the others, null for each not set up.
 */
export async function callSetUps(
  browser: Browser,
  origin: string,
  [warmUp, ...pairs]: readonly SeededPair[],
): Promise<(number | null)[]> {
  if (!warmUp) throw new Error('no pair to call');
  await oneCallSetUp(browser, origin, warmUp);
  const samples: (number | null)[] = [];
  for (const pair of pairs) samples.push(await oneCallSetUp(browser, origin, pair));
  return samples;
}
