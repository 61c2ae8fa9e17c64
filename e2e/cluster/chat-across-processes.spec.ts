import fs from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  CLUSTER_METRICS_TOKEN,
  CLUSTER_STATE_FILE,
  CLUSTER_URL,
  type ClusterState,
  PROCESS_PORTS,
  type ProcessName,
} from '../support/cluster/cluster-ports.ts';
import { connectedPair } from '../support/people.ts';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const chatTexts = (page: Page) => page.locator('.chat-window .message-text');

/** Sends every request of this browser, its WebSocket included, to one process first. */
const pinTo = (name: ProcessName) => async (context: BrowserContext) => {
  await context.addCookies([{ name: 'mb_pin', value: name, url: CLUSTER_URL }]);
};

/** A process's own metrics, read directly: nginx never serves them. */
async function metricsOf(name: ProcessName): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PROCESS_PORTS[name]}/metrics`, {
    headers: { authorization: `Bearer ${CLUSTER_METRICS_TOKEN}` },
  });
  return response.text();
}

/** How many sockets a process holds. */
async function openSockets(name: ProcessName): Promise<number> {
  const line = /^mentorbridge_open_sockets (\d+)$/m.exec(await metricsOf(name));
  return Number(line?.[1] ?? -1);
}

/** How many requests for `route` a process has answered with 200. */
async function answered(name: ProcessName, route: string): Promise<number> {
  const series = `mentorbridge_http_requests_total{method="GET",route="${route}",status="200"} `;
  const line = (await metricsOf(name)).split('\n').find((row) => row.startsWith(series));
  return Number(line?.slice(series.length) ?? 0);
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('nginx shares requests between the two processes, and keeps their metrics private', async () => {
  const before = { a: await answered('a', '/healthz'), b: await answered('b', '/healthz') };
  for (let request = 0; request < 6; request++) {
    expect((await fetch(`${CLUSTER_URL}/healthz`)).status).toBe(200);
  }
  expect((await answered('a', '/healthz')) - before.a).toBe(3);
  expect((await answered('b', '/healthz')) - before.b).toBe(3);
  const metrics = await fetch(`${CLUSTER_URL}/metrics`, {
    headers: { authorization: `Bearer ${CLUSTER_METRICS_TOKEN}` },
  });
  expect(metrics.status).toBe(404);
});

test('two people on different processes chat, see typing, seen marks and the call flag, and lose nothing when one process is killed', async ({
  browser,
}) => {
  // The cluster has its own database, where no lead records checks: the mentee is an adult.
  const { mentor, mentee, chatId } = await connectedPair(browser, 'cluster', {
    menteeAge: 19,
    checked: false,
    setUp: { mentee: pinTo('a'), mentor: pinTo('b') },
  });
  await mentee.page.goto(`/chat/${chatId}`);
  await mentor.page.goto(`/chat/${chatId}`);
  await expect(mentee.page.getByText('No messages yet.')).toBeVisible();
  // Each really is on its own process.
  await expect.poll(() => openSockets('a')).toBe(1);
  await expect.poll(() => openSockets('b')).toBe(1);

  // Typing, a message and its seen mark cross from A to B and back.
  await messageBox(mentee.page).fill('Hello across');
  await expect(mentor.page.getByText('User is typing...')).toBeVisible();
  await send(mentee.page, 'Hello across processes');
  await expect(chatTexts(mentor.page)).toHaveText(['Hello across processes']);
  await expect(mentee.page.locator('.chat-window .message.mine').last()).toContainText('✓✓ Seen');

  // The mentor starts the call on B; the mentee on A sees the flag.
  const [callTab] = await Promise.all([
    mentor.page.context().waitForEvent('page'),
    mentor.page.getByRole('link', { name: 'Start or Join Video Call' }).click(),
  ]);
  await expect(callTab.getByRole('heading', { name: 'Video call', level: 1 })).toBeVisible();
  await callTab.getByRole('button', { name: 'Join call' }).click();
  const mentorInCall = mentee.page.getByText(`${mentor.user.fullName} is in a call.`);
  await expect(mentorInCall).toBeVisible();
  await expect.poll(() => openSockets('b')).toBe(2);

  // Process A dies without a word. The mentee's tab moves to B and sends at once.
  const { pids } = JSON.parse(fs.readFileSync(CLUSTER_STATE_FILE, 'utf8')) as ClusterState;
  process.kill(pids.a, 'SIGKILL');
  await send(mentee.page, 'Sent as process A died');
  await expect(chatTexts(mentor.page)).toHaveText([
    'Hello across processes',
    'Sent as process A died',
  ]);
  await expect.poll(() => openSockets('b'), { timeout: 15_000 }).toBe(3);

  // Live events reach the mentee again: a message, typing, and the call still on.
  await messageBox(mentor.page).fill('Answered');
  await expect(mentee.page.getByText('User is typing...')).toBeVisible();
  await send(mentor.page, 'Answered from process B');
  const everything = [
    'Hello across processes',
    'Sent as process A died',
    'Answered from process B',
  ];
  // Each exactly once, in order, on both sides.
  await expect(chatTexts(mentee.page)).toHaveText(everything);
  await expect(chatTexts(mentor.page)).toHaveText(everything);
  await expect(mentorInCall).toBeVisible();

  // A reload reads the same from the database: nothing was only in A's memory.
  await mentee.page.reload();
  await expect(chatTexts(mentee.page)).toHaveText(everything);

  await callTab.close();
  await expect(mentorInCall).toBeHidden();
  await mentor.close();
  await mentee.close();
});
