import { useEffect, useState } from 'react';

type Mask = (text: string) => string;

let loaded: Mask | null = null;
let loading: Promise<Mask> | null = null;

function loadMask(): Promise<Mask> {
  loading ??= import('@mentorbridge/domain/profanity-filter').then(({ maskProfanity }) => {
    loaded = maskProfanity;
    return maskProfanity;
  });
  return loading;
}

/**
 * The profanity filter's mask once `wanted` (someone is about to type, or has written), null
 * until its code has loaded. The chat does not load it to show: setting up its word lists would
 * block a phone's main thread while the chat appears (decision 027). The server masks every message
 * whatever the browser shows, so until then the composer shows no preview and a pending message
 * its text as typed, to its own author only.
 */
export function useMaskProfanity(wanted: boolean): Mask | null {
  const [mask, setMask] = useState<Mask | null>(() => loaded);
  useEffect(() => {
    if (mask || !wanted) return;
    let mounted = true;
    loadMask().then(
      (ready) => {
        if (mounted) setMask(() => ready);
      },
      () => {
        // Offline, say: the preview stays off until the next attempt.
        loading = null;
      },
    );
    return () => {
      mounted = false;
    };
  }, [mask, wanted]);
  return mask;
}
