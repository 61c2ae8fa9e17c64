import { maskProfanity } from './profanity-filter.ts';
import { findContactDetails } from './safety/contact-details.ts';
import type { StoryField } from './story-rules.ts';
import { uiText } from './ui-text.ts';

/**
 * What children read on a mentor's profile or a request carries no profanity and no way to reach
 * someone off MentorBridge: the chat's checks (decision 019), refused here instead of held,
 * since a profile has no reviewer in between. The server runs it; the browser leaves it to it.
 */
export function checkStoryText({ field, text }: StoryField): string | null {
  if (text === '') return null;
  if (maskProfanity(text) !== text) return uiText.fieldHasProfanity({ field });
  if (findContactDetails(text).length > 0) return uiText.fieldHasContactDetails({ field });
  return null;
}
