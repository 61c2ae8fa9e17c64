import { useSyncExternalStore } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';

const SECOND_MS = 1_000;

const subscribeEverySecond = (onChange: () => void) => {
  const timer = setInterval(onChange, SECOND_MS);
  return () => clearInterval(timer);
};
const nowToTheSecond = () => Math.floor(Date.now() / SECOND_MS) * SECOND_MS;

/** 4:05, or 1:02:09 past an hour. */
export function callLengthText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / SECOND_MS));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * How long the call has been connected, moving each second. Not a live region: a screen reader
 * reads it when asked, not every second.
 */
export function CallClock({ since }: { since: number }) {
  const now = useSyncExternalStore(subscribeEverySecond, nowToTheSecond);
  const length = callLengthText(now - since);
  return (
    <p className="call-clock">
      {uiText.callLength} <time dateTime={`PT${Math.floor((now - since) / 1000)}S`}>{length}</time>
    </p>
  );
}
