/**
 * A programme's video policy for its pupils under 18 (decision 060). Outside programmes a checked
 * mentor and a pupil call one-to-one, as before.
 */
export const VIDEO_POLICIES = ['none', 'after_caregiver'] as const;
export type VideoPolicy = (typeof VIDEO_POLICIES)[number];
export const DEFAULT_VIDEO_POLICY: VideoPolicy = 'after_caregiver';

export const isVideoPolicy = (text: string): text is VideoPolicy =>
  (VIDEO_POLICIES as readonly string[]).includes(text);

export const videoPolicyLabels: Record<VideoPolicy, string> = {
  none: 'No video calls',
  after_caregiver: 'One-to-one calls after the caregiver agrees',
};
