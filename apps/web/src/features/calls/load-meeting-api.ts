/**
 * The part of the Jitsi Meet IFrame API (its external_api.js) the call view uses. We load the
 * script ourselves rather than through @jitsi/react-sdk: that package only logs a failed load
 * to the console, while the call view must tell the user and offer the direct link.
 */
export interface MeetingApi {
  addListener(event: 'videoConferenceLeft' | 'readyToClose', listener: () => void): void;
  executeCommand(command: 'hangup'): void;
  getIFrame(): HTMLIFrameElement;
  dispose(): void;
}

export interface MeetingApiOptions {
  roomName: string;
  parentNode: HTMLElement;
  width: string;
  height: string;
  userInfo: { displayName: string };
  /** The token a Jitsi with token authentication checks as the person enters. */
  jwt?: string;
}

export type MeetingApiConstructor = new (domain: string, options: MeetingApiOptions) => MeetingApi;

declare global {
  interface Window {
    JitsiMeetExternalAPI?: MeetingApiConstructor;
  }
}

/** A service that has not answered by then is treated as unreachable. */
const LOAD_TIMEOUT_MS = 15_000;

const loads = new Map<string, Promise<MeetingApiConstructor>>();

/**
 * Loads the service's IFrame API script, once per origin. A failed load is forgotten, so that
 * "Try again" really tries again.
 */
export function loadMeetingApi(origin: string): Promise<MeetingApiConstructor> {
  const earlier = loads.get(origin);
  if (earlier) return earlier;
  const load = new Promise<MeetingApiConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${origin}/external_api.js`;
    script.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(origin);
      reject(new Error(`could not load ${script.src}`));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.JitsiMeetExternalAPI) resolve(window.JitsiMeetExternalAPI);
      else fail();
    });
    document.head.append(script);
  });
  loads.set(origin, load);
  return load;
}
