import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { IceConfig } from '@mentorbridge/domain/api/call-signals';
import { uiText } from '@mentorbridge/domain/ui-text';
import { errorSentence } from '../../../lib/api-client.ts';
import type { ConnectionStatus } from '../../../lib/realtime-client.ts';
import { useConnectionStatus } from '../../../lib/use-connection-status.ts';
import { isCallRefusal } from '../api/call-refusal.ts';
import { iceServersQuery } from '../api/ice-servers-query.ts';
import { useHeldCall } from '../use-held-call.ts';
import { useCallCoordinators } from '../../live-calls/index.ts';
import { CallClock } from './call-clock.tsx';
import { type CallSide, peersInCall } from './call-peers.ts';
import { CallControls } from './call-controls.tsx';
import type { PeerSnapshot } from './peer-snapshot.ts';
import { StreamVideo } from './stream-video.tsx';
import { useDroppedOutCheck } from './use-dropped-out-check.ts';
import type { LocalMedia } from './use-local-media.ts';
import { usePeerMesh } from './use-peer-mesh.ts';

interface JoinedCallProps {
  chatId: string;
  userId: string;
  side: CallSide;
  /** Whom the call is with, while it connects: the other member, or the pair. */
  callName: string;
  media: LocalMedia;
  onSwitchCamera: () => Promise<MediaStreamTrack | null>;
  onHangUp: () => void;
  /** The server said no: the call ends, and the page says why. */
  onRefused: (message: string) => void;
}

/** The call once joined: its ICE servers are asked for (the server's check), then the stage. */
export function JoinedCall(props: JoinedCallProps) {
  const ice = useQuery(iceServersQuery(props.chatId));
  const refused = useEffectEvent(props.onRefused);
  useEffect(() => {
    // Paused, or not theirs: the call ends with the reason, and the camera goes off.
    if (ice.error && isCallRefusal(ice.error)) refused(ice.error.message);
  }, [ice.error]);
  if (ice.isError) return <p role="alert">{ice.error.message}</p>;
  if (!ice.data) return <p role="status">{uiText.connectingTo({ name: props.callName })}</p>;
  return <CallStage {...props} iceConfig={ice.data} />;
}

function CallStage({
  chatId,
  userId,
  side,
  media,
  onSwitchCamera,
  onHangUp,
  onRefused,
  iceConfig,
}: JoinedCallProps & { iceConfig: IceConfig }) {
  const coordinators = useCallCoordinators(chatId);
  const { peers, waitsForCoordinator } = peersInCall(
    side,
    iceConfig.coordinatorJoins,
    coordinators,
  );
  const { mesh, snapshots } = usePeerMesh({
    chatId,
    peers,
    iceConfig,
    localStream: media.stream,
    audioOn: media.audioOn,
    videoOn: media.videoOn,
    onRefused: (refusal) => onRefused(errorSentence(refusal.error)),
  });
  // Held only once the page listens for signals: the other pages connect as soon as they see it.
  useHeldCall(chatId, mesh !== null);
  useDroppedOutCheck(chatId, userId, mesh !== null, onRefused);
  const online = useConnectionStatus();
  const shown = peers.map((peer) => ({ ...peer, snapshot: snapshots.get(peer.id) ?? null }));
  const since = callStart(shown.map((peer) => peer.snapshot));

  return (
    <div className="call-stage">
      <div className={shown.length > 1 ? 'call-videos call-videos-group' : 'call-videos'}>
        {shown.length === 0 && (
          <StreamVideo
            className="call-remote"
            stream={null}
            label={uiText.callWaitsForCoordinator}
          />
        )}
        {shown.map((peer) => {
          const video = (
            <StreamVideo
              key={peer.id}
              className="call-remote"
              stream={peer.snapshot?.remoteStream ?? null}
              label={uiText.theirVideo({ name: peer.name })}
            />
          );
          // With two others on the screen, each picture says whose it is.
          return shown.length === 1 ? (
            video
          ) : (
            <figure key={peer.id} className="call-tile">
              {video}
              <figcaption aria-hidden="true" dir="auto">
                {peer.name}
              </figcaption>
            </figure>
          );
        })}
        {media.hasVideo && (
          <StreamVideo className="call-self" stream={media.stream} label={uiText.yourVideo} muted />
        )}
      </div>
      {/* One live region for every line, there from the start: a coordinator's coming and
          going changes its lines, and a region that appears with its words is not read out. */}
      <div role="status">
        {waitsForCoordinator && <p className="call-state">{uiText.callWaitsForCoordinator}</p>}
        {shown.map((peer) => (
          <p key={peer.id} className="call-state">
            {peer.coordinator
              ? uiText.coordinatorInCall({
                  name: peer.name,
                  programme: peer.coordinator.programmeName,
                })
              : peer.snapshot
                ? stateText(peer.snapshot, peer.name, online)
                : uiText.connectingTo({ name: peer.name })}
          </p>
        ))}
      </div>
      <p className="call-remote-media" role="status">
        {shown
          .map((peer) =>
            peer.snapshot?.state === 'connected' ? remoteMediaText(peer.snapshot, peer.name) : '',
          )
          .filter(Boolean)
          .join(' ')}
      </p>
      {shown.some((peer) => peer.snapshot?.state === 'failed') && (
        <p className="call-actions">
          <button type="button" className="button primary" onClick={() => mesh?.retryFailed()}>
            {uiText.tryAgain}
          </button>
        </p>
      )}
      {/* The length of the call while there is one: not while alone in it. */}
      {since !== null && <CallClock since={since} />}
      {media.notice && <p className="call-media-notice">{media.notice}</p>}
      <CallControls
        media={media}
        onSwitchCamera={() => {
          void onSwitchCamera().then((track) => track && mesh?.replaceVideoTrack(track));
        }}
        onHangUp={() => {
          mesh?.hangUp();
          onHangUp();
        }}
      />
    </div>
  );
}

/** When the call with someone still in it first connected; null while alone in it. */
function callStart(snapshots: readonly (PeerSnapshot | null)[]): number | null {
  const starts = snapshots
    .filter((snapshot) => snapshot && !snapshot.otherLeft && snapshot.state !== 'waiting')
    .map((snapshot) => snapshot?.connectedAt ?? null)
    .filter((start) => start !== null);
  return starts.length > 0 ? Math.min(...starts) : null;
}

/** What a peer's status line says now. */
function stateText(snapshot: PeerSnapshot, otherName: string, online: ConnectionStatus) {
  if (snapshot.otherLeft) return uiText.otherLeft({ name: otherName });
  switch (snapshot.state) {
    case 'waiting':
      return uiText.waitingFor({ name: otherName });
    case 'connecting':
      return uiText.connectingTo({ name: otherName });
    case 'connected':
      return snapshot.cameBack
        ? uiText.otherBack({ name: otherName })
        : uiText.inCallWith({ name: otherName });
    case 'dropped':
      // This tab's own line to the server is down too: the drop is on this side.
      return online === 'offline' ? uiText.ownDropped : uiText.otherDropped({ name: otherName });
    case 'failed':
      return uiText.callCouldNotConnect;
  }
}

/** The other member's microphone or camera turned off, said in words as well as seen. */
function remoteMediaText(snapshot: PeerSnapshot, otherName: string): string {
  const { audio, video } = snapshot.remoteMedia;
  return [
    audio ? '' : uiText.otherMuted({ name: otherName }),
    video ? '' : uiText.otherCameraOff({ name: otherName }),
  ]
    .filter(Boolean)
    .join(' ');
}
