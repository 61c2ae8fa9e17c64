import type { Role } from '@mentorbridge/domain/constants';

/** "Your Connections" of each role: mentorconnections or menteeconnections. */
export function connectionsPathFor(role: Role): string {
  return role === 'mentor' ? '/connections/mentor' : '/connections/mentee';
}
