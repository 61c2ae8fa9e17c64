import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';
import { CAPTCHA_DIE_FACES, ROLES } from '../constants.ts';
import { userPictureSchema } from './pictures.ts';

/** Loose text bounds: the rules give the precise messages, these only keep payloads sane. */
const boundedText = z.string().max(1_000);

const die = z.number().int().min(1).max(CAPTCHA_DIE_FACES);

/** A dice captcha as the sign-up form shows it. */
export const captchaSchema = z.object({
  /** Opaque id to send back with the answer. */
  id: z.string(),
  /**
   * The face values of the two dice. OpenAPI 3.0 cannot write a tuple; it reads as a list of
   * two dice, not as two copies of one schema.
   */
  dice: z.tuple([die, die]).meta({
    items: { type: 'integer', minimum: 1, maximum: CAPTCHA_DIE_FACES },
  }),
  /** Epoch milliseconds after which the answer is refused. */
  expiresAt: z.number(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** An answer to a captcha. */
export const captchaAnswerSchema = z.strictObject({
  /** The id the captcha was issued with. */
  captchaId: z.string().max(100),
  /** The sum of the dice. */
  captchaAnswer: z.number().int(),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/**
 * The sign-up form. Values are checked by the sign-up rules so the answer carries the product's
 * words.
 */
export const signUpBodySchema = captchaAnswerSchema.extend({
  email: boundedText,
  password: boundedText,
  age: z.number(),
  /** Only read for ages 26 to 90; younger users are always mentees. */
  role: z.enum(ROLES).optional(),
  /** Only read for mentors. */
  skills: z.array(z.string().max(100)).max(50).default([]),
  /** Only read for ages 11 and 12: who must agree before mentors can be asked. */
  guardianEmail: boundedText.optional(),
  /** A school programme's class code (a mentor's: its mentor code), to join it at once. */
  classCode: z.string().max(40).optional(),
  /** The language of the page they signed up on: their mail's, until they choose another. */
  language: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** What a successful sign-up tells the form. */
export const signUpResultSchema = z.object({
  role: z.enum(ROLES),
  email: z.string(),
});
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** The log-in form. */
export const logInBodySchema = z.strictObject({
  email: boundedText,
  password: boundedText,
});
export type LogInBody = z.infer<typeof logInBodySchema>;

/** The signed-in user as they see themselves. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  age: z.number().int(),
  /** Mentors' areas of expertise; empty for mentees. */
  skills: z.array(z.string()),
  /** Their profile picture, or null before the first upload. */
  picture: userPictureSchema,
  /** A safeguarding lead: sees the console at /safeguarding. */
  isLead: z.boolean(),
  /** Coordinates a school's programmes: sees the console at /programmes. */
  isCoordinator: z.boolean(),
  /**
   * The school programme that keeps this pupil to its own mentors (decision 058), by name, so
   * All Mentors says why it holds so few; null when none does.
   */
  keptByProgramme: z.string().nullable(),
  /** Under 13 and no parent's or guardian's consent yet: no requests, chats or calls. */
  consentPending: z.boolean(),
  /** The language they read MentorBridge in; their mail and push are written in it. */
  language: z.enum(LOCALES),
});

/** The language menu's choice, saved on the account. */
export const languageBodySchema = z.strictObject({ language: z.enum(LOCALES) });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The current session: a user, or null when signed out. */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The one-time token from a verification link. */
export const verifyEmailBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** A plain acknowledgement. */
export const okSchema = z.object({ ok: z.literal(true) });
