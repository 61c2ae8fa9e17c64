import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { SuggestionList } from '@mentorbridge/domain/api/mentor-story';
import { activateEnglish } from '@mentorbridge/domain/i18n/activate-english';
import { catalogues } from '@mentorbridge/domain/i18n/catalogues';
import { compileCatalogue } from '@mentorbridge/domain/i18n/compile';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { renderView, testQueryClient } from '../../test-support/rendered-view.tsx';
import { suggestionsKey } from './api/suggestions-query.ts';
import { SuggestedMentors } from './suggested-mentors.tsx';

/** One suggestion, its reasons as the server sends them: codes, the strongest three. */
const list: SuggestionList = {
  answered: true,
  suggestions: [
    {
      mentor: {
        id: 'mentor-1',
        name: 'Samira Haddad',
        headline: '',
        skills: ['Teaching'],
        picture: null,
        availability: 'open',
        checked: true,
      },
      reasons: [
        { kind: 'experience', id: 'moved-country' },
        { kind: 'goal', id: 'settling-in-new-country' },
        { kind: 'language', language: 'Arabic' },
      ],
    },
  ],
};

function shownIn(locale: Locale) {
  i18n.loadAndActivate({ locale, messages: compileCatalogue(catalogues[locale]) });
  const queryClient = testQueryClient();
  // Nobody is signed in here: the key of a session not known yet.
  queryClient.setQueryData(suggestionsKey(undefined), list);
  return renderView(
    <SuggestedMentors consentPending={false} statusByMentor={new Map()} />,
    queryClient,
  ).text;
}

describe('Suggested for you', () => {
  afterEach(() => activateEnglish());

  it('writes each "Why:" line from the codes, in the reader\'s language', () => {
    expect(shownIn('en')).toContain(
      'Why: also moved to a new country · can help with settling in a new country · speaks Arabic',
    );
    expect(shownIn('es')).toContain(
      'Por qué: también se mudó a un país nuevo · puede ayudar con: adaptarse a un país nuevo · idioma en común: Árabe',
    );
    expect(shownIn('ar')).toContain(
      'السبب: تجربة الانتقال إلى بلد جديد · المساعدة في الاستقرار في بلد جديد · لغة مشتركة: العربية',
    );
  });
});
