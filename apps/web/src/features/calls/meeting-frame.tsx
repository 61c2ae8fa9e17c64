import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { meetingLink } from '@mentorbridge/domain/call-rules';
import { uiText } from '@mentorbridge/domain/ui-text';
import { loadMeetingApi, type MeetingApi } from './load-meeting-api.ts';
import { useHeldCall } from './use-held-call.ts';

type FrameState = 'loading' | 'ready' | 'unreachable';

interface MeetingFrameProps {
  serviceOrigin: string;
  roomName: string;
  displayName: string;
  chatId: string;
  /** Who the call is with, for the frame's title. */
  otherName: string;
  /** The user left: by our button, or by hanging up inside the meeting. */
  onLeft: () => void;
}

/**
 * The meeting, embedded with the service's IFrame API. While it loads or runs, the chat's call
 * is held (the other member sees "in a call"); when the service cannot be reached, it says so
 * and offers the room's direct link instead.
 */
export function MeetingFrame({
  serviceOrigin,
  roomName,
  displayName,
  chatId,
  otherName,
  onLeft,
}: MeetingFrameProps) {
  const [state, setState] = useState<FrameState>('loading');
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const meeting = useRef<MeetingApi | null>(null);
  const leave = useEffectEvent(onLeft);
  useHeldCall(chatId, state !== 'unreachable');

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
        });
        api.getIFrame().title = `Video call with ${otherName}`;
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
        <p>{uiText.videoServiceUnreachable(host)}</p>
        <p className="call-actions">
          <a
            className="button primary"
            href={meetingLink(serviceOrigin, roomName)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {uiText.openMeetingDirectly(host)}
          </a>
          <button
            type="button"
            className="button"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </p>
      </div>
    );
  }

  return (
    <>
      {state === 'loading' && <p role="status">Connecting to {host}...</p>}
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
