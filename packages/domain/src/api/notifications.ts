import { z } from 'zod';
import { MAX_MENTEE_CAPACITY, MIN_MENTEE_CAPACITY } from '../constants.ts';

/**
 * The kinds of notification mail, each one a choice in Settings: requests (a mentor's new,
 * canceled and waiting requests), answers (a mentee's request accepted, rejected or expired),
 * unread messages, and mentoring (a match's planned end coming, or its ending).
 */
export const NOTIFICATION_KINDS = ['requests', 'answers', 'unread', 'mentoring'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Which mails the user wants; every kind is on for a new account. */
export const notificationPreferencesSchema = z.strictObject({
  requests: z.boolean(),
  answers: z.boolean(),
  unread: z.boolean(),
  mentoring: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** An unsubscribe link's key and kind, as the link and the one-click POST carry them. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(100),
  kind: notificationKindSchema,
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** What the unsubscribe page shows before and after the click. */
export const unsubscribeStateSchema = z.object({
  kind: notificationKindSchema,
  /** Whether mails of this kind still go out. */
  subscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** How many mentees a mentor takes at once, and whether they take new requests at all. */
export const mentoringSettingsSchema = z.strictObject({
  capacity: z.number().int().min(MIN_MENTEE_CAPACITY).max(MAX_MENTEE_CAPACITY),
  paused: z.boolean(),
});
export type MentoringSettings = z.infer<typeof mentoringSettingsSchema>;

/** A mentor's settings with how many mentees they have now, for the settings page. */
export const mentoringStateSchema = mentoringSettingsSchema.extend({
  mentees: z.number().int().min(0),
});
export type MentoringState = z.infer<typeof mentoringStateSchema>;

/** Unread messages by chat (only chats that have any) and their total. */
export const unreadCountsSchema = z.object({
  chats: z.record(z.string(), z.number().int().positive()),
  total: z.number().int().min(0),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
