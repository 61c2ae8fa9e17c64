import type { ProgrammePair } from '@mentorbridge/domain/api/programme-matches';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * A pair's two names as the console writes them: a pupil whose name is withheld from this
 * coordinator (sent empty) is "A pupil", in the reader's language.
 */
export const pairNames = (pair: Pick<ProgrammePair, 'pupil' | 'mentor'>) => ({
  pupil: pair.pupil.name || uiText.pupilWithheld,
  mentor: pair.mentor.name,
});
