import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage } from '@mentorbridge/domain/api/mentors';
import { sessionUserOf, verifiedUser } from '../../test/accounts.ts';
import { databaseKinds, json, startTestApp, type TestApp } from '../../test/test-app.ts';
import { findDirectoryStanding } from './directory-standing-repository.ts';

/**
 * Kept directory pages (decision 028) must never outlive a change to what they show, whichever
 * way the change was written: each case reads the page (so it is kept), changes the database
 * underneath the app, and reads again.
 */
describe.each(databaseKinds)('the directory kept between requests, on %s', (kind) => {
  let t: TestApp;
  let viewer: string;
  let mentorId: string;
  let mentorCookie: string;
  const password = 'quiet-river-1';

  const page = async (query = '') =>
    json<MentorPage>(
      await t.app.inject({
        method: 'GET',
        url: `/api/mentors${query}`,
        headers: { cookie: viewer },
      }),
    );
  const card = async () => (await page()).mentors.find((mentor) => mentor.id === mentorId);

  beforeAll(async () => {
    t = await startTestApp(kind);
    viewer = await verifiedUser(t.app, t.mail, { email: 'viewer@example.com', password });
    const mentor = await verifiedUser(t.app, t.mail, {
      email: 'kept.mentor@example.com',
      password,
      age: 45,
      role: 'mentor',
      skills: ['Illustration'],
    });
    mentorId = (await sessionUserOf(t.app, mentor)).id;
    mentorCookie = mentor;
  });
  afterAll(() => t.close());

  it('shows a new name, skill and picture at once', async () => {
    expect(await card()).toMatchObject({ skills: ['Illustration'], picture: null });

    await t.db
      .updateTable('users')
      .set({ full_name: 'Ada Kept' })
      .where('id', '=', mentorId)
      .execute();
    expect((await card())?.name).toBe('Ada Kept');

    await t.db
      .insertInto('mentor_skills')
      .values({ user_id: mentorId, skill: 'Chemistry' })
      .execute();
    expect((await card())?.skills).toEqual(['Chemistry', 'Illustration']);
    expect((await page('?skill=chem')).mentors.map((mentor) => mentor.id)).toContain(mentorId);
    await t.db.deleteFrom('mentor_skills').where('skill', '=', 'Chemistry').execute();
    expect((await page('?skill=chem')).mentors).toEqual([]);

    await t.db.updateTable('users').set({ avatar_version: 3 }).where('id', '=', mentorId).execute();
    expect((await card())?.picture?.large).toContain('?v=3');
  });

  it('shows a saved story at once: the headline, its words in search, its filters', async () => {
    const ids = async (query: string) => (await page(query)).mentors.map((mentor) => mentor.id);
    expect(await ids('?skill=volcano')).toEqual([]);
    expect(await ids('?language=Welsh')).toEqual([]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/story',
      headers: { cookie: mentorCookie },
      payload: {
        headline: 'I draw volcanoes',
        about: '',
        experiences: [{ id: 'studied-abroad', note: '', shown: true }],
        languages: ['English', 'Welsh'],
        goals: ['creative-career'],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await card())?.headline).toBe('I draw volcanoes');
    expect(await ids('?skill=volcano')).toEqual([mentorId]);
    expect(await ids('?language=Welsh')).toEqual([mentorId]);
    expect(await ids('?experience=studied-abroad')).toEqual([mentorId]);
    expect(await ids('?goal=creative-career')).toEqual([mentorId]);
  });

  it('drops a suspended mentor, a lead and a deleted account at once, and shows a new one', async () => {
    expect(await card()).toBeDefined();
    await t.db.updateTable('users').set({ suspended_at: 1 }).where('id', '=', mentorId).execute();
    expect(await card()).toBeUndefined();
    await t.db
      .updateTable('users')
      .set({ suspended_at: null })
      .where('id', '=', mentorId)
      .execute();
    expect(await card()).toBeDefined();

    await t.db
      .insertInto('safeguarding_leads')
      .values({ user_id: mentorId, created_at: 1 })
      .execute();
    expect(await card()).toBeUndefined();
    await t.db.deleteFrom('safeguarding_leads').where('user_id', '=', mentorId).execute();
    expect(await card()).toBeDefined();

    const newcomer = await verifiedUser(t.app, t.mail, {
      email: 'newcomer@example.com',
      password,
      age: 30,
      role: 'mentor',
      skills: ['Physics'],
    });
    const newcomerId = (await sessionUserOf(t.app, newcomer)).id;
    expect((await page()).mentors[0]?.id).toBe(newcomerId);
    await t.db.deleteFrom('users').where('id', '=', newcomerId).execute();
    expect((await page()).mentors.map((mentor) => mentor.id)).not.toContain(newcomerId);
  });

  it('hides a mentor who blocked the viewer at once, while others keep the shared page', async () => {
    const other = await verifiedUser(t.app, t.mail, { email: 'other@example.com', password });
    const viewerId = (await sessionUserOf(t.app, viewer)).id;
    expect(await card()).toBeDefined();

    await t.db
      .insertInto('blocks')
      .values({ blocker_id: mentorId, blocked_id: viewerId, created_at: 1 })
      .execute();
    expect(await card()).toBeUndefined();
    const othersPage = json<MentorPage>(
      await t.app.inject({ method: 'GET', url: '/api/mentors', headers: { cookie: other } }),
    );
    expect(othersPage.mentors.map((mentor) => mentor.id)).toContain(mentorId);

    await t.db.deleteFrom('blocks').execute();
    expect(await card()).toBeDefined();
  });

  it('keeps its version through writes the directory does not read', async () => {
    const viewerId = (await sessionUserOf(t.app, viewer)).id;
    const before = await findDirectoryStanding(t.db, viewerId);
    await t.db
      .updateTable('users')
      .set({ password_hash: 'x' })
      .where('id', '=', viewerId)
      .execute();
    await t.db.updateTable('sessions').set({ last_used_at: Date.now() }).execute();
    expect(await findDirectoryStanding(t.db, viewerId)).toEqual(before);
  });
});
