import { useCallback, useEffect, useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';

export interface LocalMedia {
  /** Still asking the browser for the camera and microphone. */
  starting: boolean;
  /** What this side sends; null with neither a camera nor a microphone. */
  stream: MediaStream | null;
  /** Why the call is sound only, or one-way; null when both work. */
  notice: string | null;
  /** The browser cannot make calls at all. */
  unsupported: boolean;
  audioOn: boolean;
  videoOn: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  /** A phone's front and back cameras, or more than one camera on a computer. */
  canSwitchCamera: boolean;
  toggleAudio: () => void;
  toggleVideo: () => void;
  /** Moves to the next camera; answers its track, for the call to send instead. */
  switchCamera: () => Promise<MediaStreamTrack | null>;
}

interface Opened {
  stream: MediaStream | null;
  notice: string | null;
}

const errorName = (error: unknown) => (error instanceof DOMException ? error.name : '');

/**
 * The camera and microphone, asked for once: both if the browser allows, else the microphone
 * alone with words saying why, else nothing (the other member is still seen and heard). The
 * permission prompt is the browser's own; a refusal is not asked again until the page is.
 */
async function openMedia(otherName: string): Promise<Opened> {
  const devices = navigator.mediaDevices;
  try {
    const stream = await devices.getUserMedia({
      audio: true,
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
    });
    return { stream, notice: null };
  } catch (error) {
    const refused = ['NotAllowedError', 'SecurityError'].includes(errorName(error));
    const busy = errorName(error) === 'NotReadableError';
    try {
      const stream = await devices.getUserMedia({ audio: true });
      const notice = refused ? uiText.cameraRefused : busy ? uiText.cameraBusy : uiText.noCamera;
      return { stream, notice };
    } catch (audioError) {
      const audioRefused = ['NotAllowedError', 'SecurityError'].includes(errorName(audioError));
      const notice =
        refused || audioRefused
          ? uiText.nothingAllowed({ name: otherName })
          : uiText.noMicrophoneFound({ name: otherName });
      return { stream: null, notice };
    }
  }
}

/**
 * Turns a track off or on again (a muted microphone sends silence, a camera turned off sends
 * black), the same connection going on; answers whether it is on now. The browser's objects
 * change here, outside React's state.
 */
function flipTrack(track: MediaStreamTrack): boolean {
  track.enabled = !track.enabled;
  return track.enabled;
}

/** Puts another camera's track in the stream in place of the one before. */
function swapTrack(stream: MediaStream, before: MediaStreamTrack, after: MediaStreamTrack): void {
  stream.removeTrack(before);
  stream.addTrack(after);
}

const canCall = () =>
  typeof RTCPeerConnection !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** This side's camera and microphone for a call, let go of when the view goes. */
export function useLocalMedia(otherName: string): LocalMedia {
  const unsupported = !canCall();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(true);
  const [cameras, setCameras] = useState<string[]>([]);

  useEffect(() => {
    if (unsupported) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    void openMedia(otherName).then(async (result) => {
      stream = result.stream;
      if (cancelled) {
        stream?.getTracks().forEach((track) => track.stop());
        return;
      }
      setOpened(result);
      // Cameras are named only once one was allowed; a phone has a front and a back one.
      const devices = await navigator.mediaDevices.enumerateDevices();
      if (!cancelled) {
        setCameras(devices.filter((d) => d.kind === 'videoinput').map((d) => d.deviceId));
      }
    });
    return () => {
      cancelled = true;
      // The camera's light goes off as the call view does.
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [otherName, unsupported]);

  const stream = opened?.stream ?? null;
  const videoTrack = stream?.getVideoTracks()[0];
  const audioTrack = stream?.getAudioTracks()[0];

  const toggleAudio = useCallback(() => {
    if (audioTrack) setAudioOn(flipTrack(audioTrack));
  }, [audioTrack]);

  const toggleVideo = useCallback(() => {
    if (videoTrack) setVideoOn(flipTrack(videoTrack));
  }, [videoTrack]);

  const switchCamera = useCallback(async () => {
    if (!stream || !videoTrack || cameras.length < 2) return null;
    const current = cameras.indexOf(videoTrack.getSettings().deviceId ?? '');
    const next = cameras[(current + 1) % cameras.length];
    // A phone opens one camera at a time: the one in use goes first.
    videoTrack.stop();
    const fresh = await navigator.mediaDevices.getUserMedia({
      video: { deviceId: { exact: next } },
    });
    const [track] = fresh.getVideoTracks();
    if (!track) return null;
    if (!videoOn) flipTrack(track);
    swapTrack(stream, videoTrack, track);
    setOpened({ stream, notice: opened?.notice ?? null });
    return track;
  }, [stream, videoTrack, cameras, videoOn, opened?.notice]);

  return {
    starting: !unsupported && opened === null,
    stream,
    notice: unsupported ? uiText.browserCannotCall : (opened?.notice ?? null),
    unsupported,
    audioOn: audioOn && !!audioTrack,
    videoOn: videoOn && !!videoTrack,
    hasAudio: !!audioTrack,
    hasVideo: !!videoTrack,
    canSwitchCamera: cameras.length > 1 && !!videoTrack,
    toggleAudio,
    toggleVideo,
    switchCamera,
  };
}
