import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { helpGoals } from './help-goals.ts';
import { activateEnglish } from './i18n/activate-english.ts';
import { catalogues } from './i18n/catalogues.ts';
import { compileCatalogue } from './i18n/compile.ts';
import { languageCatalogue } from './languages.ts';
import {
  allExperiences,
  experienceCatalogue,
  experienceMask,
  experienceReason,
} from './life-experiences.ts';

describe('the life-experience catalogue', () => {
  it('holds about forty experiences in six groups, with the labels the product names', () => {
    expect(allExperiences.length).toBeGreaterThanOrEqual(36);
    expect(allExperiences.length).toBeLessThanOrEqual(44);
    const labels = allExperiences.map((experience) => experience.label);
    for (const label of [
      'First in my family to go to university',
      'Moved to a new country',
      'Learned the language at school',
      'Apprenticeship instead of university',
      'Young carer',
      'Lived with anxiety',
      'Dyslexia or ADHD',
      'Changed career',
    ]) {
      expect(labels).toContain(label);
    }
  });

  it('starts health, identity and family hardship hidden, and the rest shown', () => {
    const sensitiveGroups = experienceCatalogue
      .filter((group) => group.experiences.every((experience) => experience.sensitive))
      .map((group) => group.group);
    expect(sensitiveGroups).toEqual(['Health and wellbeing', 'Identity and belonging']);
    expect(experienceCatalogue.map((group) => group.group)).toEqual([
      'School and study paths',
      'Family and home',
      'Health and wellbeing',
      'Identity and belonging',
      'Work and money',
      'Interests and achievements',
    ]);
    const byLabel = new Map(allExperiences.map((experience) => [experience.label, experience]));
    expect(byLabel.get('Young carer')?.sensitive).toBe(true);
    expect(byLabel.get('Grew up in care')?.sensitive).toBe(true);
    expect(byLabel.get('Moved to a new country')?.sensitive).toBe(false);
  });

  it('gives every entry of every catalogue its own bit, within what a 64-bit column holds exactly', () => {
    for (const bits of [
      allExperiences.map((experience) => experience.bit),
      helpGoals.map((goal) => goal.bit),
      languageCatalogue.map((_, index) => index),
    ]) {
      expect(new Set(bits).size).toBe(bits.length);
      expect(Math.max(...bits)).toBeLessThan(53);
    }
    expect(new Set(allExperiences.map((experience) => experience.id)).size).toBe(
      allExperiences.length,
    );
  });

  it('keeps a set of experiences as one number, unknown ids left out', () => {
    expect(experienceMask(['first-in-family-university', 'apprenticeship-not-university'])).toBe(3);
    expect(experienceMask(['scholarship', 'not-an-experience'])).toBe(2 ** 41);
  });

  it('names each experience in a "Why:" line: in English its reason, in every language its own', () => {
    // The English of every reason is the one suggestions have always said.
    for (const experience of allExperiences) {
      expect(experienceReason(experience.id)).toBe(experience.reason);
    }
    expect(experienceReason('parents-separated')).toBe('parents also separated');
    expect(experienceReason('changed-career')).toBe('also changed career');
    for (const locale of ['es', 'ar'] as const) {
      i18n.loadAndActivate({ locale, messages: compileCatalogue(catalogues[locale]) });
      const reasons = allExperiences.map((experience) => experienceReason(experience.id));
      activateEnglish();
      expect(new Set(reasons).size).toBe(allExperiences.length);
      expect(reasons.filter((reason, index) => reason === allExperiences[index]?.reason)).toEqual(
        [],
      );
    }
  });
});
