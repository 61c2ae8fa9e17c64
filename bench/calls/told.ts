/**
 * How fast a change reaches the pages it concerns: a lead's suspension of a mentor to both
 * pages of the call it ends, against a chat message to the open chat of the other member, the
 * path every event of the app takes. Each round is timed from just before the request that
 * causes it to the moment the last page concerned shows it (browser.ts, watchFor); the first
 * round of each is not counted, as the first call's set-up is not (set-up.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import { textFor } from '../chat/chat-clients.ts';
import type { SeededPair, SeededUser } from '../chat/seed-pairs.ts';
import { api, namesOf } from './api.ts';
import { signedInPage, watchFor } from './browser.ts';
import { join, joinAndWait, openCallPage, untilCallHolds, untilConnected } from './call-page.ts';

/**
 * Calls made before one connects, for a suspension to end: a fifth or more of calls here are not
 * set up (the set-up row), so two or three in a row in one of eleven rounds happens.
 */
const CONNECT_ATTEMPTS = 5;

type CallPages = { mentor: Page; mentee: Page };

const closeBoth = async (pages: CallPages) => {
  await pages.mentee.context().close();
  await pages.mentor.context().close();
};

/**
 * Both members' call pages, new, joined, connected and showing each other. A call not set up
 * (the set-up row counts those) is made again from new pages: this row times the suspension of
 * a call under way. Pages reloaded in the same contexts instead stayed unconnected try after
 * try, as if the browser's stall outlived the page.
 */
async function connectedCall(
  browser: Browser,
  origin: string,
  pair: SeededPair,
  names: { mentor: string; mentee: string },
): Promise<CallPages> {
  for (let attempt = 1; attempt <= CONNECT_ATTEMPTS; attempt++) {
    // The pages before have left: a page still held would be met by the new one in its place.
    await untilCallHolds(origin, pair, []);
    const pages = {
      mentor: await signedInPage(browser, origin, pair.mentor),
      mentee: await signedInPage(browser, origin, pair.mentee),
    };
    try {
      await openCallPage(pages.mentor, pair);
      await joinAndWait(pages.mentor, names.mentee);
      await untilCallHolds(origin, pair, [pair.mentor]);
      await openCallPage(pages.mentee, pair);
      await join(pages.mentee);
      if (
        (await untilConnected(pages.mentee, names.mentor)) &&
        (await untilConnected(pages.mentor, names.mentee))
      ) {
        return pages;
      }
    } catch (error) {
      await closeBoth(pages);
      throw error;
    }
    await closeBoth(pages);
    console.log(`  a call to suspend not set up, try ${attempt} of ${CONNECT_ATTEMPTS}`);
  }
  throw new Error(`no call connected in ${CONNECT_ATTEMPTS} tries`);
}

/**
 * With a call connected between a checked mentor and a mentee of 16, the lead suspends the
 * mentor's record: the milliseconds until both call pages say the chat is paused until the check
 * is renewed. The suspension is lifted after each round, and each round's call is new.
 */
export async function suspensionsTold(
  browser: Browser,
  origin: string,
  pair: SeededPair,
  lead: SeededUser,
  rounds: number,
): Promise<number[]> {
  const names = await namesOf(origin, pair);
  const paused = uiText.chatWaitsForCheck({ mentorName: names.mentor });
  const suspension = `/safeguarding/mentor-checks/${encodeURIComponent(pair.mentor.id)}/suspension`;
  const samples: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const pages = await connectedCall(browser, origin, pair, names);
    try {
      const told = await Promise.all(
        [pages.mentor, pages.mentee].map((page) => watchFor(page, '[role="alert"]', paused)),
      );
      const sentAt = Date.now();
      await api(origin, lead, 'PUT', suspension, {
        suspended: true,
        reason: 'A concern was raised',
      });
      const shownAt = await Promise.all(told.map((seen) => seen()));
      if (round > 0) samples.push(Math.max(...shownAt) - sentAt);
    } finally {
      await closeBoth(pages);
    }
    await api(origin, lead, 'PUT', suspension, {
      suspended: false,
      reason: 'Looked into: no concern',
    });
  }
  return samples;
}

/**
 * The baseline: the mentee sends a message over HTTP while the mentor's chat is open on it; the
 * milliseconds until the message shows in the mentor's chat.
 */
export async function messagesShown(
  browser: Browser,
  origin: string,
  pair: SeededPair,
  rounds: number,
): Promise<number[]> {
  const page = await signedInPage(browser, origin, pair.mentor);
  try {
    // Quiet for half a second: its first reads are done and its socket, opened as the app starts,
    // is up, so each round times the message's event alone.
    await page.goto(`/chat/${encodeURIComponent(pair.chatId)}`, { waitUntil: 'networkidle' });
    const samples: number[] = [];
    for (let round = 0; round <= rounds; round++) {
      const text = `${textFor(round)} (${round + 1})`;
      const shown = await watchFor(page, '.message-text', text);
      const sentAt = Date.now();
      await api(origin, pair.mentee, 'POST', `/chats/${encodeURIComponent(pair.chatId)}/messages`, {
        clientId: `bench-call-baseline-${round}`,
        text,
      });
      const shownAt = await shown();
      if (round > 0) samples.push(shownAt - sentAt);
    }
    return samples;
  } finally {
    await page.context().close();
  }
}
