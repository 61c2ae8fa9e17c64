import { describe, expect, it } from 'vitest';
import { checkAnswers, checkStory, normalizeStory, requestMessageField } from './story-rules.ts';
import { checkStoryText } from './story-text-check.ts';
import { uiText } from './ui-text.ts';

const story = {
  headline: ' Nurse ',
  about: 'Twenty years on wards.',
  experiences: [{ id: 'resat-exams', note: ' Chemistry twice. ', shown: true }],
  languages: ['English'],
  goals: ['career-in-health'],
};

describe('the story rules', () => {
  it('trims texts and passes a good story', () => {
    const normalized = normalizeStory(story);
    expect(normalized.headline).toBe('Nurse');
    expect(normalized.experiences[0]?.note).toBe('Chemistry twice.');
    expect(checkStory(normalized)).toBeNull();
  });

  it('counts characters as people see them, so an emoji is one', () => {
    expect(checkStory({ ...story, headline: '🙂'.repeat(80) })).toBeNull();
    expect(checkStory({ ...story, headline: '🙂'.repeat(81) })).toBe(
      uiText.fieldTooLong({ field: 'Headline', max: 80 }),
    );
  });

  it('checks answers: one to three goals, up to three experiences, one to five languages', () => {
    const answers = { goals: ['confidence'], experiences: [], languages: ['English'] };
    expect(checkAnswers(answers)).toBeNull();
    expect(checkAnswers({ ...answers, goals: [] })).toBe(uiText.goalsCount({ min: 1, max: 3 }));
    expect(checkAnswers({ ...answers, languages: ['English', 'English'] })).toBe(
      uiText.unknownLanguage,
    );
  });

  it('refuses contact details and profanity in what children read, naming the field', () => {
    expect(checkStoryText(requestMessageField('call me 07700 900123'))).toBe(
      uiText.fieldHasContactDetails({ field: 'Message' }),
    );
    expect(checkStoryText({ field: 'About me', text: 'what the fuck', max: 600 })).toBe(
      uiText.fieldHasProfanity({ field: 'About me' }),
    );
    expect(
      checkStoryText({ field: 'About me', text: 'I moved to Scunthorpe at 12.', max: 600 }),
    ).toBeNull();
  });
});
