import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Ends the server session. The top bar's Log Out does more around it (app/log-out.ts): this
 * device's notifications end first, and everything cached for the user goes after.
 */
export function logOut(): Promise<void> {
  return apiRequest('/auth/log-out', { method: 'POST' });
}
