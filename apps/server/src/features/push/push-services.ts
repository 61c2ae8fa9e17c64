/**
 * The push services browsers subscribe with: Google's (Chrome, Edge, Opera, Samsung Internet),
 * Mozilla's (Firefox), Microsoft's (older Edge) and Apple's (Safari, iOS). A subscription names
 * the address the server will POST to, so only these are taken, over https: anything else would
 * let a browser point the server at an address of its choosing (decision 040).
 */
const exactHosts = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
const hostSuffixes = ['.notify.windows.com', '.push.apple.com'];

/** Whether the server may send pushes to this endpoint. */
export function isKnownPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return exactHosts.has(url.hostname) || hostSuffixes.some((end) => url.hostname.endsWith(end));
}
