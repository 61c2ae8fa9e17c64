import { z } from 'zod';
import { msgSchema } from './msg.ts';

/** Stable codes a client may branch on; the message beside each is for people. */
export const errorCodes = [
  'invalid_request',
  'invalid_sign_up',
  'captcha_incorrect',
  'captcha_expired',
  'wrong_credentials',
  'email_not_verified',
  'verification_link_invalid',
  'password_reset_link_invalid',
  'invalid_password',
  'wrong_password',
  'invalid_account_deletion',
  'invalid_full_name',
  'invalid_picture',
  'invalid_note',
  'request_exists',
  'request_refused',
  'chat_not_accepted',
  'invalid_message',
  'not_signed_in',
  'forbidden',
  'forbidden_origin',
  'not_found',
  'payload_too_large',
  'rate_limited',
  'server_error',
  'unavailable',
  'chat_frozen',
  'chat_waits_for_check',
  'chat_ended',
  'ended_recently',
  'caregiver_link_invalid',
  'call_not_allowed',
  'waiting_for_coordinator',
  'mentor_not_checked',
  'invalid_check',
  'account_suspended',
  'invalid_report',
  'consent_pending',
  'guardian_link_invalid',
  'under_review',
  'mentor_paused',
  'mentor_full',
  'capacity_reached',
  'unsubscribe_link_invalid',
  'invalid_profile',
  'invalid_answers',
  'invalid_request_message',
  'invalid_subscription',
  'sending_too_fast',
  'chat_paused',
  'lead_record_needed',
  'invalid_programme',
  'invalid_coordinator',
  'coordinators_only',
  'invalid_code',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The body of every error answer of the API. */
export const errorBodySchema = z.object({
  error: z.object({
    /** Stable machine-readable code. */
    code: z.enum(errorCodes),
    /** The sentence in English, in the words of docs/product.md where it has them. */
    message: z.string(),
    /** The same sentence as a catalogue message, for the reader's browser to write in theirs. */
    text: msgSchema.optional(),
    /** The sentences after the first, where there are several (each problem of an entry). */
    more: z.array(msgSchema).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
