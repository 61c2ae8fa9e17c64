import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { loadMeetingApi, type MeetingApi } from './load-meeting-api.ts';
import { useCallWatch } from './use-call-watch.ts';
import { useHeldCall } from './use-held-call.ts';

type FrameState = 'loading' | 'ready' | 'unreachable';

interface MeetingFrameProps {
  serviceOrigin: string;
  /** The call's meeting, as the server gave it; never put in an address of ours. */
  roomName: string;
  /** The token a school's own Jitsi asks for, or null. */
  jwt: string | null;
  displayName: string;
  chatId: string;
  /** The viewer, whose presence in the call is watched. */
  userId: string;
  /** Who the call is with, for the frame's title. */
  otherName: string;
  /** The user left: by our button, or by hanging up inside the meeting. */
  onLeft: () => void;
  /** "Try again" after the service could not be reached: asks for a fresh token first. */
  onRetry: () => Promise<void>;
}

/**
 * The meeting, embedded with the service's IFrame API. While it loads or runs, the chat's call
 * is held (the other member sees "in a call"); when the service cannot be reached, it says so
 * and offers to try again. No link to the meeting is offered: its name holds the call's secret
 * (decision 049).
 */
export function MeetingFrame({
  serviceOrigin,
  roomName,
  jwt,
  displayName,
  chatId,
  userId,
  otherName,
  onLeft,
  onRetry,
}: MeetingFrameProps) {
  const [state, setState] = useState<FrameState>('loading');
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const meeting = useRef<MeetingApi | null>(null);
  const leave = useEffectEvent(onLeft);
  // The token as the meeting is opened: a new one for the same room does not open it again.
  const tokenNow = useEffectEvent(() => jwt);
  const holding = state !== 'unreachable';
  useHeldCall(chatId, holding);
  useCallWatch(chatId, userId, holding);

  useEffect(() => {
    let cancelled = false;
    let api: MeetingApi | undefined;
    loadMeetingApi(serviceOrigin).then(
      (MeetingApiConstructor) => {
        if (cancelled || !container.current) return;
        api = new MeetingApiConstructor(new URL(serviceOrigin).host, {
          roomName,
          parentNode: container.current,
          width: '100%',
          height: '100%',
          userInfo: { displayName },
          ...withToken(tokenNow()),
        });
        api.getIFrame().title = uiText.videoCallWith({ name: otherName });
        api.addListener('videoConferenceLeft', () => leave());
        api.addListener('readyToClose', () => leave());
        meeting.current = api;
        setState('ready');
      },
      () => {
        if (!cancelled) setState('unreachable');
      },
    );
    return () => {
      cancelled = true;
      api?.dispose();
      meeting.current = null;
    };
  }, [serviceOrigin, roomName, displayName, otherName, attempt]);

  const host = new URL(serviceOrigin).host;
  if (state === 'unreachable') {
    return (
      <div className="meeting-unreachable" role="alert">
        <p>{uiText.videoServiceUnreachable({ host })}</p>
        <p className="call-actions">
          <button
            type="button"
            className="button primary"
            onClick={() => {
              setState('loading');
              void onRetry().then(() => setAttempt((n) => n + 1));
            }}
          >
            {uiText.tryAgain}
          </button>
        </p>
      </div>
    );
  }

  return (
    <>
      {state === 'loading' && <p role="status">{uiText.connectingTo({ name: host })}</p>}
      <div className="meeting-frame" ref={container} />
      <p className="call-actions">
        <button
          type="button"
          className="button danger"
          onClick={() => {
            meeting.current?.executeCommand('hangup');
            onLeft();
          }}
        >
          {uiText.leaveCall}
        </button>
      </p>
    </>
  );
}

/** The IFrame API's `jwt` option, only when there is a token: an empty one is refused. */
const withToken = (jwt: string | null) => (jwt === null ? {} : { jwt });
