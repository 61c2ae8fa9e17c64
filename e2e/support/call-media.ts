import { expect, type BrowserContext, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every RTCPeerConnection the page made, for the journey to read its path. */
    peerConnections?: RTCPeerConnection[];
  }
}

/**
 * Keeps each RTCPeerConnection a page of this context makes, so a journey can ask which network
 * path a call took. The app's own code is unchanged: the constructor is wrapped before it loads.
 */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        (window.peerConnections ??= []).push(this);
      }
    };
  });
}

/** How many frames of someone else's video the page has shown so far. */
const framesShown = (page: Page, label: string | undefined) =>
  (label === undefined
    ? page.locator('video.call-remote')
    : page.getByLabel(label, { exact: true })
  ).evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);

/**
 * The other member's video plays (or, in a call of three, the one named by its label): frames
 * keep arriving, not only an element on the page.
 */
export async function expectVideoPlaying(page: Page, label?: string): Promise<void> {
  // Three browsers encoding fake cameras, beside another journey, on two cores: a first frame
  // can take longer than an expectation's usual 10 s, though it always comes.
  const patience = { timeout: 30_000 };
  await expect.poll(() => framesShown(page, label), patience).toBeGreaterThan(0);
  const before = await framesShown(page, label);
  await expect.poll(() => framesShown(page, label), patience).toBeGreaterThan(before + 5);
}

/**
 * The path the page's live call took: the ICE policy it was made with, and the kind of its
 * own end of the pair in use (`host` on this machine, `relay` through a TURN server).
 */
export async function callPathOf(page: Page) {
  return page.evaluate(async () => {
    const connection = (window.peerConnections ?? []).findLast(
      (each) => each.connectionState === 'connected',
    );
    if (!connection) return null;
    const stats = [...(await connection.getStats()).values()] as Record<string, unknown>[];
    const pair = stats.find(
      (each) => each.type === 'candidate-pair' && each.state === 'succeeded' && each.nominated,
    );
    const local = stats.find((each) => each.id === pair?.localCandidateId);
    return {
      policy: connection.getConfiguration().iceTransportPolicy,
      localCandidateType: local?.candidateType,
    };
  });
}
