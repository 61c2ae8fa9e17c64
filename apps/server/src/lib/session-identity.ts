import type { Role } from '@mentorbridge/domain/constants';
import type { Locale } from '@mentorbridge/domain/i18n/locales';

/** Who a signed-in request comes from: what every endpoint may need, and nothing secret. */
export interface SessionIdentity {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  age: number;
  /** Bumped by each picture upload; 0 before the first. */
  pictureVersion: number;
  /** A safeguarding lead, with the console. */
  isLead: boolean;
  /** Under 13 without a guardian's consent yet: no requests, chats or calls. */
  consentPending: boolean;
  /** The language they read MentorBridge in (decision 061). */
  language: Locale;
}
