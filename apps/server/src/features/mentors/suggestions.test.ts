import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MentorProfile,
  MentorStory,
  SuggestionList,
} from '@mentorbridge/domain/api/mentor-story';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { SUGGESTION_LISTS_PER_FREE_PLACE, whyLine } from '@mentorbridge/domain/matching-rules';
import { skillsMatching } from '@mentorbridge/domain/skill-catalogue';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { listVerifiedMentors, type MentorPosition } from './repository.ts';

const password = 'quiet-river-1';
const story = (change: Partial<MentorStory>): MentorStory => ({
  headline: '',
  about: '',
  experiences: [],
  languages: ['English'],
  goals: ['confidence'],
  ...change,
});

/** What the mentee answers: a shown experience of Asha's, and two that mentors keep hidden. */
const answers = {
  goals: ['applying-to-university'],
  experiences: ['first-in-family-university', 'moved-country', 'young-carer'],
  agreedToUse: ['young-carer'],
  languages: ['English', 'Polish'],
};

describe.each(databaseKinds)('suggestions on %s', (kind) => {
  let t: TestApp;
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};

  async function person(name: string, account: object) {
    cookie[name] = await verifiedUser(t.app, t.mail, {
      email: `suggest.${name}.${kind}@example.com`,
      password,
      ...account,
    });
    id[name] = (await sessionUserOf(t.app, cookie[name] ?? '')).id;
  }
  const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookie[who] ?? '' },
      ...(payload ? { payload } : {}),
    });
  async function mentor(name: string, mentorStory: MentorStory | null, skills = ['Sales']) {
    await person(name, { age: 40, role: 'mentor', skills });
    if (mentorStory) {
      expect((await call(name, 'PUT', '/api/profile/story', mentorStory)).statusCode).toBe(200);
    }
  }
  const suggestions = async (who = 'maya') =>
    json<SuggestionList>(await call(who, 'GET', '/api/mentors/suggestions'));
  const nameOf = (mentorId: string) =>
    Object.entries(id).find(([, value]) => value === mentorId)?.[0];
  /** Each suggestion's mentor, and its "Why:" line as an English reader's browser writes it. */
  const named = (list: SuggestionList) =>
    list.suggestions.map((suggestion) => [
      nameOf(suggestion.mentor.id),
      whyLine(suggestion.reasons),
    ]);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await mentor(
      'asha',
      story({
        headline: 'Civil engineer, first to university in my family',
        experiences: [
          { id: 'first-in-family-university', note: 'Nobody at home knew the forms.', shown: true },
          { id: 'moved-country', note: 'hidden-note-marker-asha', shown: false },
        ],
        languages: ['English', 'Polish'],
        goals: ['applying-to-university'],
      }),
      ['Teaching'],
    );
    await mentor(
      'ben',
      story({ experiences: [{ id: 'young-carer', note: 'hidden-note-marker-ben', shown: false }] }),
    );
    // Shares an experience, but no language.
    await mentor(
      'cleo',
      story({
        experiences: [{ id: 'first-in-family-university', note: '', shown: true }],
        languages: ['French'],
      }),
    );
    // Both can help with applying; Jo also keeps hidden an experience the mentee looks for.
    await mentor(
      'jo',
      story({
        experiences: [{ id: 'young-carer', note: 'hidden-note-marker-jo', shown: false }],
        goals: ['applying-to-university'],
      }),
    );
    await mentor('kit', story({ goals: ['applying-to-university'] }));
    await mentor('dan', story({ goals: ['applying-to-university'] }));
    await call('dan', 'PUT', '/api/settings/mentoring', { capacity: 3, paused: true });
    await mentor('fay', story({ goals: ['applying-to-university'] }));
    await mentor('gus', story({ goals: ['applying-to-university'] }));
    // No story saved: nothing to match on.
    await mentor('hal', null, ['Teaching']);
    await person('maya', { age: 15 });
    await person('leo', { age: 16 });
    await call('maya', 'POST', '/api/blocks', { userId: id.fay });
    expect((await call('maya', 'POST', '/api/connections', { mentorId: id.gus })).statusCode).toBe(
      201,
    );
  });
  afterAll(() => t.close());

  it('suggests nobody before the mentee answers, and only mentees are suggested to', async () => {
    expect(await suggestions()).toEqual({ answered: false, suggestions: [] });
    const asMentor = await call('asha', 'GET', '/api/mentors/suggestions');
    expect(asMentor.statusCode).toBe(403);
  });

  it('suggests eligible mentors only, best first, naming only what truly overlaps', async () => {
    expect((await call('maya', 'PUT', '/api/profile/answers', answers)).statusCode).toBe(200);
    // Not Cleo (no shared language), Dan (paused), Fay (blocked), Gus (asked already), Hal (no
    // story), nor Ben, who shares only an experience he keeps hidden: suggesting him would tell
    // it. Jo's hidden experience puts him above Kit, and is named nowhere.
    const list = await suggestions();
    expect(named(list)).toEqual([
      [
        'asha',
        'Why: also first in my family to go to university · can help with applying to university · skills in Education & Training',
      ],
      ['jo', 'Why: can help with applying to university'],
      ['kit', 'Why: can help with applying to university'],
    ]);
    // The reasons go as codes, the strongest three: Polish, which Asha speaks too, is a fourth.
    expect(list.suggestions[0]?.reasons).toEqual([
      { kind: 'experience', id: 'first-in-family-university' },
      { kind: 'goal', id: 'applying-to-university' },
      { kind: 'skills', category: 'Education & Training' },
    ]);
  });

  it('drops a mentor who fills up, and keeps the list stable on a second look', async () => {
    await call('asha', 'PUT', '/api/settings/mentoring', { capacity: 1, paused: false });
    expect((await call('leo', 'POST', '/api/connections', { mentorId: id.asha })).statusCode).toBe(
      201,
    );
    await call('asha', 'POST', `/api/connections/${id.asha}__${id.leo}/accept`);
    expect(named(await suggestions()).map(([who]) => who)).toEqual(['jo', 'kit']);
    expect(named(await suggestions()).map(([who]) => who)).toEqual(['jo', 'kit']);
    await call('asha', 'PUT', '/api/settings/mentoring', { capacity: 3, paused: false });
  });

  it('shows a mentor in no more lists a day than their free places justify', async () => {
    // Ben can help with confidence, and takes one mentee: 5 lists a day.
    await call('ben', 'PUT', '/api/settings/mentoring', { capacity: 1, paused: false });
    const cap = SUGGESTION_LISTS_PER_FREE_PLACE;
    const seen: boolean[] = [];
    for (let index = 0; index < cap + 1; index += 1) {
      const name = `pupil${index}`;
      await person(name, { age: 14 });
      await call(name, 'PUT', '/api/profile/answers', {
        goals: ['confidence'],
        experiences: [],
        languages: ['English'],
      });
      seen.push(named(await suggestions(name)).some(([who]) => who === 'ben'));
    }
    expect(seen).toEqual([...Array<boolean>(cap).fill(true), false]);
    // Those who saw him keep seeing him today.
    expect(named(await suggestions('pupil0')).some(([who]) => who === 'ben')).toBe(true);
  });

  it('never names a hidden experience or a mentee’s answers to anyone else', async () => {
    const hidden = [
      'hidden-note-marker',
      'young-carer',
      'Young carer',
      'moved-country',
      'Moved to a new country',
    ];
    const leaks: string[] = [];
    const look = async (who: string, url: string) => {
      const { body } = await call(who, 'GET', url);
      if (hidden.some((text) => body.includes(text))) leaks.push(`${who} ${url}: ${body}`);
    };
    for (const who of ['maya', 'leo', 'asha', 'ben', 'gus', 'pupil0']) {
      await look(who, '/api/mentors');
      await look(who, '/api/mentors?skill=carer');
      await look(who, '/api/mentors?skill=moved');
      await look(who, '/api/mentors?skill=marker');
      await look(who, '/api/mentors?experience=young-carer');
      await look(who, '/api/mentors?experience=moved-country');
      await look(who, '/api/mentors/suggestions');
      await look(who, '/api/connections');
      await look(who, '/api/auth/session');
      for (const mentorId of Object.values(id)) await look(who, `/api/mentors/${mentorId}`);
    }
    expect(leaks).toEqual([]);
  });

  it('finds mentors by the words of their story, skill matches first, and by filters', async () => {
    await mentor('ivy', story({ headline: 'Teaching assistant turned engineer' }), ['Sales']);
    const names = async (query: string) =>
      json<MentorPage>(await call('maya', 'GET', `/api/mentors${query}`)).mentors.map(
        (card) => Object.entries(id).find(([, value]) => value === card.id)?.[0],
      );
    // Asha and Hal hold the skill Teaching (Hal is newer); Ivy only says it.
    expect(await names('?skill=teach')).toEqual(['hal', 'asha', 'ivy']);
    // A page at a time, across from the skill matches into the story matches: none lost or twice.
    for (const limit of [1, 2]) {
      const walked: string[] = [];
      let after: MentorPosition | null = null;
      for (let page = 0; page < 4; page += 1) {
        const rows = await listVerifiedMentors(t.db, {
          search: { skills: skillsMatching('teach'), text: 'teach' },
          filters: {},
          after,
          limit,
          viewer: { id: id.maya ?? null, minor: false, today: '2026-11-25' },
        });
        walked.push(...rows.map((row) => row.id));
        const last = rows.at(-1);
        if (!last) break;
        after = { rank: last.rank, createdAt: last.createdAt, id: last.id };
      }
      expect(walked).toEqual([id.hal, id.asha, id.ivy]);
    }
    expect(await names('?skill=civil%20engineer')).toEqual(['asha']);
    expect(await names('?skill=engineers')).toEqual(['ivy', 'asha']);
    // Common words and single letters narrow nothing, on either database.
    expect(await names('?skill=the%20engineers%20I%20was')).toEqual(['ivy', 'asha']);
    expect(await names('?experience=first-in-family-university')).toEqual(['cleo', 'asha']);
    expect(await names('?language=French')).toEqual(['cleo']);
    // Dan is paused and Fay blocked by Maya.
    expect(await names('?goal=applying-to-university&taking=true')).toEqual([
      'gus',
      'kit',
      'jo',
      'asha',
    ]);
    const unknown = await call('maya', 'GET', '/api/mentors?experience=astronaut');
    expect(unknown.statusCode).toBe(400);
  });

  it('shows a mentor’s page with their shown story, and answers 404 for anyone hidden', async () => {
    const page = json<MentorProfile>(await call('maya', 'GET', `/api/mentors/${id.asha}`));
    expect(page).toMatchObject({
      headline: 'Civil engineer, first to university in my family',
      experiences: [
        {
          id: 'first-in-family-university',
          label: 'First in my family to go to university',
          note: 'Nobody at home knew the forms.',
        },
      ],
      languages: ['English', 'Polish'],
      helpsWith: ['Applying to university'],
      skills: ['Teaching'],
      availability: 'open',
      replyHours: null,
    });
    expect((await call('maya', 'GET', `/api/mentors/${id.fay}`)).statusCode).toBe(404);
    expect((await call('maya', 'GET', `/api/mentors/${id.leo}`)).statusCode).toBe(404);
    expect((await call('maya', 'GET', '/api/mentors/nobody')).statusCode).toBe(404);
  });

  it('says how fast a mentor replies once they have answered three requests', async () => {
    const reply = async () =>
      json<MentorProfile>(await call('maya', 'GET', `/api/mentors/${id.ivy}`)).replyHours;
    for (const [index, move] of (['accept', 'reject', 'accept'] as const).entries()) {
      const name = `asker${index}`;
      await person(name, { age: 17 });
      await call(name, 'POST', '/api/connections', { mentorId: id.ivy });
      expect(await reply()).toBeNull();
      await call('ivy', 'POST', `/api/connections/${id.ivy}__${id[name]}/${move}`);
    }
    expect(await reply()).toBeGreaterThanOrEqual(0);
    expect(await reply()).toBeLessThan(1);
  });

  it('counts the language a mentee reads in as one they speak: it weighs and is named, and takes nobody away', async () => {
    const settling = {
      goals: ['settling-in-new-country'],
      experiences: [],
      languages: ['English'],
    };
    await mentor('omar', story({ goals: settling.goals, languages: ['English', 'Arabic'] }));
    await mentor('sol', story({ goals: settling.goals, languages: ['English', 'Spanish'] }));
    await mentor('pat', story({ goals: settling.goals }));
    // Speaks only Arabic: no language the mentees answered, so suggested to none of them.
    await mentor('rana', story({ goals: settling.goals, languages: ['Arabic'] }));
    await person('amal', { age: 14, language: 'ar' });
    await person('eva', { age: 14, language: 'es' });
    await person('ed', { age: 14, language: 'en' });
    for (const who of ['amal', 'eva', 'ed']) {
      expect((await call(who, 'PUT', '/api/profile/answers', settling)).statusCode).toBe(200);
    }
    const helps = 'Why: can help with settling in a new country';
    // Read in Arabic: Omar first, named for it; Sol and Pat still there, a band lower.
    const arabic = await suggestions('amal');
    expect(named(arabic)[0]).toEqual(['omar', `${helps} · speaks Arabic`]);
    expect(arabic.suggestions[0]?.reasons).toEqual([
      { kind: 'goal', id: 'settling-in-new-country' },
      { kind: 'language', language: 'Arabic' },
    ]);
    expect(named(arabic).slice(1).sort()).toEqual([
      ['pat', helps],
      ['sol', helps],
    ]);
    const spanish = named(await suggestions('eva'));
    expect(spanish[0]).toEqual(['sol', `${helps} · speaks Spanish`]);
    expect(spanish.slice(1).sort()).toEqual([
      ['omar', helps],
      ['pat', helps],
    ]);
    // Read in English: the answers alone, all three equal.
    expect(named(await suggestions('ed')).sort()).toEqual([
      ['omar', helps],
      ['pat', helps],
      ['sol', helps],
    ]);
  });

  it('sees a story saved after the last suggestions: a new mentor comes in, a changed one goes', async () => {
    await person('nia', { age: 15 });
    await call('nia', 'PUT', '/api/profile/answers', {
      goals: ['career-in-health'],
      experiences: [],
      languages: ['English'],
    });
    const whoFor = async () => named(await suggestions('nia')).map(([who]) => who);
    expect(await whoFor()).toEqual([]);
    await mentor('uma', story({ goals: ['career-in-health'] }));
    expect(await whoFor()).toEqual(['uma']);
    await call('uma', 'PUT', '/api/profile/story', story({ goals: ['confidence'] }));
    expect(await whoFor()).toEqual([]);
    // The sweep has forgotten the changes since: every story is read again.
    await t.db.deleteFrom('story_bits_changes').execute();
    await call('uma', 'PUT', '/api/profile/story', story({ goals: ['career-in-health'] }));
    await t.db.deleteFrom('story_bits_changes').execute();
    expect(await whoFor()).toEqual(['uma']);
  });
});
