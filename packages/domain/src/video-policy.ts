/**
 * A programme's video policy for its pupils under 18 (decision 060): no calls; calls of three,
 * which the pair's pages connect only once a coordinator of the programme is in; or one-to-one
 * once the pupil's caregiver agrees. Outside programmes a checked mentor and a pupil call
 * one-to-one, as before.
 */
export const VIDEO_POLICIES = ['none', 'coordinator_joins', 'after_caregiver'] as const;
export type VideoPolicy = (typeof VIDEO_POLICIES)[number];
export const DEFAULT_VIDEO_POLICY: VideoPolicy = 'after_caregiver';

export const isVideoPolicy = (text: string): text is VideoPolicy =>
  (VIDEO_POLICIES as readonly string[]).includes(text);

export const videoPolicyLabels: Record<VideoPolicy, string> = {
  none: 'No video calls',
  coordinator_joins: 'A coordinator joins every call',
  after_caregiver: 'One-to-one calls after the caregiver agrees',
};
