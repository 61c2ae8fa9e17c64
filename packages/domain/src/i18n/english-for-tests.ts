// A test set-up file (vitest.config.ts): the tests read `uiText` in English.
import { activateEnglish } from './activate-english.ts';

activateEnglish();
