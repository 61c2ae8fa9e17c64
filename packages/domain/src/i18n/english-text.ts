import { activateEnglish } from './activate-english.ts';

/**
 * `uiText` in English, for the scripts that read what a page shows (the end-to-end journeys and
 * the benchmarks): importing it makes English active in their process.
 */
activateEnglish();

export { msg, uiText } from '../ui-text.ts';
