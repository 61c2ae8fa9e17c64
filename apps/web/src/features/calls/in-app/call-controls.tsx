import { uiText } from '@mentorbridge/domain/ui-text';
import type { LocalMedia } from './use-local-media.ts';

/**
 * Mute, camera, switch camera and (in the call) hang up: real buttons, so a keyboard reaches
 * each in order; each says what pressing it does now.
 */
export function CallControls({
  media,
  onSwitchCamera,
  onHangUp,
}: {
  media: LocalMedia;
  onSwitchCamera: () => void;
  onHangUp?: () => void;
}) {
  return (
    <div className="call-controls" role="group" aria-label={uiText.callControls}>
      {media.hasAudio && (
        <button type="button" className="button" onClick={media.toggleAudio}>
          {media.audioOn ? uiText.mute : uiText.unmute}
        </button>
      )}
      {media.hasVideo && (
        <button type="button" className="button" onClick={media.toggleVideo}>
          {media.videoOn ? uiText.cameraOff : uiText.cameraOn}
        </button>
      )}
      {media.canSwitchCamera && (
        <button type="button" className="button" onClick={onSwitchCamera}>
          {uiText.switchCamera}
        </button>
      )}
      {onHangUp && (
        <button type="button" className="button danger" onClick={onHangUp}>
          {uiText.hangUp}
        </button>
      )}
    </div>
  );
}
