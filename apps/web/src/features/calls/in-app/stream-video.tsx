import { useEffect, useRef } from 'react';

/**
 * A camera's picture (and, for the other member's, their sound). `muted` for one's own, which
 * must not echo back; `playsInline` so a phone does not take it full screen.
 */
export function StreamVideo({
  stream,
  label,
  muted = false,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
  className: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      className={className}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
    />
  );
}
