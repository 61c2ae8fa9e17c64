import { useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { CallControls } from './call-controls.tsx';
import type { CallSide } from './call-peers.ts';
import { JoinedCall } from './call-stage.tsx';
import { StreamVideo } from './stream-video.tsx';
import { useLocalMedia, type LocalMedia } from './use-local-media.ts';

interface InAppCallProps {
  chatId: string;
  userId: string;
  /** A member's page, or the coordinator's joining the pair's call (call-peers.ts). */
  side: CallSide;
  /** Whom the call is with, in words: the other member, or the pair. */
  callName: string;
}

type Phase = { is: 'in' } | { is: 'left' } | { is: 'refused'; message: string };

/**
 * The chat's call in the app (decision 059): a look at one's own camera first, then the call;
 * after hanging up, "You left the call." with a way back in; after a refusal (a report, the
 * mentor's check), its reason. Leaving lets go of the camera and microphone.
 */
export function InAppCall(props: InAppCallProps) {
  const [phase, setPhase] = useState<Phase>({ is: 'in' });
  if (phase.is === 'refused') return <p role="alert">{phase.message}</p>;
  if (phase.is === 'left') {
    return (
      <div className="call-left">
        <p role="status">{uiText.callLeft}</p>
        <button type="button" className="button primary" onClick={() => setPhase({ is: 'in' })}>
          {uiText.rejoinCall}
        </button>
      </div>
    );
  }
  return (
    <CallSession
      {...props}
      onLeft={() => setPhase({ is: 'left' })}
      onRefused={(message) => setPhase({ is: 'refused', message })}
    />
  );
}

function CallSession({
  onLeft,
  onRefused,
  ...call
}: InAppCallProps & { onLeft: () => void; onRefused: (message: string) => void }) {
  const media = useLocalMedia(call.callName);
  const [joined, setJoined] = useState(false);
  if (!joined) return <CallPreview media={media} onJoin={() => setJoined(true)} />;
  return (
    <JoinedCall
      {...call}
      media={media}
      onSwitchCamera={media.switchCamera}
      onHangUp={onLeft}
      onRefused={onRefused}
    />
  );
}

/** One's own camera before joining, with the microphone and camera already to hand. */
function CallPreview({ media, onJoin }: { media: LocalMedia; onJoin: () => void }) {
  if (media.unsupported) return <p role="alert">{media.notice}</p>;
  return (
    <section className="call-preview" aria-labelledby="call-preview-heading">
      <h2 id="call-preview-heading">{uiText.previewHeading}</h2>
      {media.starting ? (
        <p role="status">{uiText.startingCamera}</p>
      ) : (
        <>
          {media.hasVideo && (
            <>
              <StreamVideo
                className="call-preview-video"
                stream={media.stream}
                label={uiText.yourVideo}
                muted
              />
              <p className="call-hint">{uiText.previewHint}</p>
            </>
          )}
          {media.notice && (
            <p className="call-media-notice" role="status">
              {media.notice}
            </p>
          )}
          <CallControls media={media} onSwitchCamera={() => void media.switchCamera()} />
        </>
      )}
      <p className="call-actions">
        <button type="button" className="button primary" disabled={media.starting} onClick={onJoin}>
          {uiText.joinInAppCall}
        </button>
      </p>
    </section>
  );
}
