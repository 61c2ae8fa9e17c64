/**
 * What runs inside the pages (Playwright's page.evaluate): each function is sent as its source,
 * so it names nothing outside itself but its argument and the page's globals. The bench is
 * compiled for Node without the DOM's types, which would clash with Node's own fetch in the
 * server code it imports, so the little of the page these use is typed here instead.
 */

interface PageElement {
  textContent: string | null;
  closest(selector: string): PageElement | null;
}

interface PageVideo extends PageElement {
  muted: boolean;
  autoplay: boolean;
  playsInline: boolean;
  srcObject: unknown;
  getVideoPlaybackQuality(): { totalVideoFrames: number };
  remove(): void;
}

interface PageMedia {
  getTracks(): { stop(): void }[];
}

interface PagePeer {
  addEventListener(type: 'icecandidate', listener: (event: { candidate: unknown }) => void): void;
  addEventListener(type: 'track', listener: (event: { streams: unknown[] }) => void): void;
  addTrack(track: unknown, stream: PageMedia): void;
  addIceCandidate(candidate: unknown): Promise<void>;
  setLocalDescription(): Promise<void>;
  setRemoteDescription(description: unknown): Promise<void>;
  readonly localDescription: unknown;
  close(): void;
}

type ClickListener = (event: { target: PageElement | null }) => void;

interface PageGlobals {
  document: {
    body: { append(node: PageElement): void };
    querySelector<Found extends PageElement>(selector: string): Found | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
    createElement(tag: 'video'): PageVideo;
    addEventListener(type: 'click', listener: ClickListener, capture: boolean): void;
    removeEventListener(type: 'click', listener: ClickListener, capture: boolean): void;
  };
  navigator: { mediaDevices: { getUserMedia(constraints: object): Promise<PageMedia> } };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: object): void;
    disconnect(): void;
  };
  RTCPeerConnection: new () => PagePeer;
  requestAnimationFrame(callback: () => void): void;
  /** Epoch ms at which the text watched for was first on the page. */
  benchSeenAt?: Promise<number>;
  /** Milliseconds from the click on "Join call" to the other member's first frame; null: none. */
  benchFirstFrameMs?: Promise<number | null>;
}

/**
 * Starts noting when `text` is first in an element matching `selector` (epoch ms, the page's
 * Date.now()), as the DOM changes; answers true, noting nothing, if it is already there.
 */
export function watchText([selector, text, limitMs]: readonly [string, string, number]): boolean {
  const page = globalThis as unknown as PageGlobals;
  const shown = () =>
    [...page.document.querySelectorAll(selector)].some((element) =>
      element.textContent?.includes(text),
    );
  if (shown()) return true;
  page.benchSeenAt = new Promise((resolve, reject) => {
    const observer = new page.MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(page.document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`"${text}" not shown within ${limitMs} ms`));
    }, limitMs);
  });
  // Handled here too, so a page that gives up before it is asked logs nothing.
  page.benchSeenAt.catch(() => undefined);
  return false;
}

/** When the watched text was first shown (watchText). */
export function seenAt(): Promise<number> {
  const page = globalThis as unknown as PageGlobals;
  return page.benchSeenAt ?? Promise.reject(new Error('nothing watched'));
}

/**
 * Readies the stopwatch of a call's set-up: at the click on the button labelled `label`, the
 * time is noted, then each animation frame (the rate at which a frame can be shown at all)
 * looks for a frame shown in the other member's video; null when none came within `limitMs`.
 * The click is noted while it is captured, before the app's own handler runs.
 */
export function timeJoinToFirstFrame([label, limitMs]: readonly [string, number]): void {
  const page = globalThis as unknown as PageGlobals;
  page.benchFirstFrameMs = new Promise((resolve, reject) => {
    // A click never seen would leave the round waiting for ever.
    const unseen = setTimeout(() => reject(new Error(`no click on "${label}" seen`)), limitMs);
    const onClick: ClickListener = ({ target }) => {
      if (target?.closest('button')?.textContent !== label) return;
      clearTimeout(unseen);
      page.document.removeEventListener('click', onClick, true);
      const clickedAt = performance.now();
      const look = () => {
        const video = page.document.querySelector<PageVideo>('video.call-remote');
        const took = performance.now() - clickedAt;
        if (video && video.getVideoPlaybackQuality().totalVideoFrames > 0) resolve(took);
        else if (took > limitMs) resolve(null);
        else page.requestAnimationFrame(look);
      };
      page.requestAnimationFrame(look);
    };
    page.document.addEventListener('click', onClick, true);
  });
  page.benchFirstFrameMs.catch(() => undefined);
}

/** The milliseconds timeJoinToFirstFrame measured, once the frame came or the limit passed. */
export function firstFrameMs(): Promise<number | null> {
  const page = globalThis as unknown as PageGlobals;
  return page.benchFirstFrameMs ?? Promise.reject(new Error('no set-up timed'));
}

/** Frames of the other member's video the call page has shown so far. */
export function remoteFramesShown(): number {
  const page = globalThis as unknown as PageGlobals;
  const video = page.document.querySelector<PageVideo>('video.call-remote');
  return video?.getVideoPlaybackQuality().totalVideoFrames ?? 0;
}

/**
 * Two connections in this page, each handed the other's description and candidates directly,
 * with the fake camera and microphone as the call page asks for them; answers the milliseconds
 * from making them to the first frame of the received video shown. The camera is opened before
 * the clock starts, as the call page's camera check opens it before "Join call".
 */
export async function connectTwoPeers(limitMs: number): Promise<number> {
  const page = globalThis as unknown as PageGlobals;
  const media = await page.navigator.mediaDevices.getUserMedia({
    audio: true,
    video: { width: { ideal: 640 }, height: { ideal: 480 } },
  });
  const video = page.document.createElement('video');
  // Muted: nothing was clicked on this page, and only a muted video may play without a gesture.
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  page.document.body.append(video);
  const started = performance.now();
  const sender = new page.RTCPeerConnection();
  const receiver = new page.RTCPeerConnection();
  try {
    sender.addEventListener('icecandidate', ({ candidate }) => {
      if (candidate) void receiver.addIceCandidate(candidate);
    });
    receiver.addEventListener('icecandidate', ({ candidate }) => {
      if (candidate) void sender.addIceCandidate(candidate);
    });
    receiver.addEventListener('track', ({ streams }) => {
      if (streams[0]) video.srcObject = streams[0];
    });
    for (const track of media.getTracks()) sender.addTrack(track, media);
    await sender.setLocalDescription();
    await receiver.setRemoteDescription(sender.localDescription);
    await receiver.setLocalDescription();
    await sender.setRemoteDescription(receiver.localDescription);
    return await new Promise<number>((resolve, reject) => {
      const look = () => {
        const took = performance.now() - started;
        if (video.getVideoPlaybackQuality().totalVideoFrames > 0) resolve(took);
        else if (took > limitMs) reject(new Error(`no remote frame within ${limitMs} ms`));
        else page.requestAnimationFrame(look);
      };
      page.requestAnimationFrame(look);
    });
  } finally {
    sender.close();
    receiver.close();
    media.getTracks().forEach((track) => track.stop());
    video.remove();
  }
}
