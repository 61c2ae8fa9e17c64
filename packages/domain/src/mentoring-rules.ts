import type { MentorAvailability } from './api/mentors.ts';

/** Whether a mentor takes a new request now, and if not, why: paused comes before full. */
export function availabilityOf({
  capacity,
  paused,
  mentees,
}: {
  capacity: number;
  paused: boolean;
  mentees: number;
}): MentorAvailability {
  if (paused) return 'paused';
  return mentees >= capacity ? 'full' : 'open';
}
