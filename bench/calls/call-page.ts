import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import type { Call } from '@mentorbridge/domain/api/calls';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import { uiText } from '@mentorbridge/domain/i18n/english-text';
import type { SeededPair, SeededUser } from '../chat/seed-pairs.ts';
import { api } from './api.ts';
import { STALLED_AFTER_MS } from './figures.ts';
import { firstFrameMs, remoteFramesShown, timeJoinToFirstFrame } from './in-page.ts';

/** How long a page may take to load, or the server to answer, before the round fails. */
const STEP_LIMIT_MS = 30_000;

/** The chat's call page, as "Start or Join Video Call" opens it: the rule's room and the mentor. */
export const callPath = (pair: SeededPair) =>
  `/call?room=${encodeURIComponent(roomNameFor(pair.mentee.id, pair.chatId))}` +
  `&mentor=${encodeURIComponent(pair.mentor.id)}`;

const joinButton = (page: Page) =>
  page
    .getByRole('button', { name: uiText.joinInAppCall, exact: true })
    .and(page.locator(':enabled'));

/** The call page at its camera check, the camera started and "Join call" ready to press. */
export async function openCallPage(page: Page, pair: SeededPair): Promise<void> {
  await page.goto(callPath(pair));
  await joinButton(page).waitFor({ timeout: STEP_LIMIT_MS });
}

/** Presses "Join call". */
export const join = (page: Page) => joinButton(page).click();

/** Presses "Join call" and waits until the page says it waits for the other member. */
export async function joinAndWait(page: Page, otherName: string): Promise<void> {
  await join(page);
  await page
    .locator('.call-state', { hasText: uiText.waitingFor({ name: otherName }) })
    .waitFor({ timeout: STEP_LIMIT_MS });
}

/**
 * Waits until the server holds exactly `members` in the chat's call, as the other member's page
 * will read it: a page that joins then meets those pages and no other, and with the first
 * member held, the second page's set-up is all that is timed.
 */
export async function untilCallHolds(
  origin: string,
  pair: SeededPair,
  members: readonly SeededUser[],
): Promise<void> {
  const wanted = members.map((member) => member.id).sort();
  const deadline = Date.now() + STEP_LIMIT_MS;
  while (Date.now() < deadline) {
    const { calls } = (await api(origin, pair.mentee, 'GET', '/calls')) as { calls: Call[] };
    const held = calls.find((call) => call.chatId === pair.chatId)?.participantIds ?? [];
    if ([...held].sort().join() === wanted.join()) return;
    await sleep(20);
  }
  throw new Error(
    `the call of ${pair.chatId} did not come to hold ${wanted.join(', ') || 'nobody'}`,
  );
}

/**
 * Presses "Join call" and answers the milliseconds, measured in the page (in-page.ts), from the
 * click to the first frame of the other member's video shown; null for a call not set up
 * (STALLED_AFTER_MS). The click is a real one (Playwright's mouse), as a person's is: the
 * call's video plays its sound only after a gesture on the page.
 */
export async function joinTimedToFirstFrame(page: Page): Promise<number | null> {
  await page.evaluate(timeJoinToFirstFrame, [uiText.joinInAppCall, STALLED_AFTER_MS] as const);
  await joinButton(page).click();
  return page.evaluate(firstFrameMs);
}

/**
 * Waits until the page is in the call with `otherName` and shows their video; false when it is
 * not within STALLED_AFTER_MS.
 */
export async function untilConnected(page: Page, otherName: string): Promise<boolean> {
  try {
    await page
      .locator('.call-state', { hasText: uiText.inCallWith({ name: otherName }) })
      .waitFor({ timeout: STALLED_AFTER_MS });
    // Truthy once a frame was shown: the function runs in the page, as its own source.
    await page.waitForFunction(remoteFramesShown, undefined, { timeout: STALLED_AFTER_MS });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return false;
    throw error;
  }
}

/** What the call page says of the call now, for the log of a call not set up. */
export const callStateOf = (page: Page) =>
  page
    .locator('.call-state')
    .textContent({ timeout: 1_000 })
    .catch(() => null);
