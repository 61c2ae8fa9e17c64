import { expect, type Page } from '@playwright/test';
import { roomNameFor } from '@mentorbridge/domain/call-rules';
import type { Wording } from '@mentorbridge/domain/i18n/catalogue';
import type { RouteId } from '../../apps/web/src/app/route-table.ts';
import { uniqueEmail } from '../support/sign-up.ts';
import type { World } from './world.ts';

/** Who opens a view: signed out, a parent from a mailed link, or one of the signed-in roles. */
export type Role =
  'visitor' | 'parent' | 'young mentee' | 'mentee' | 'mentor' | 'lead' | 'coordinator';

/** One view the sweep opens, as one person, in the state that person would find it. */
export interface Visit {
  route: RouteId;
  as: Role;
  path: (world: World) => string;
  /** What shows once the view holds its data (a CSS selector), beyond its heading. */
  shows?: string;
  /** Where the view sends the person, when not where they went. */
  landsOn?: string;
  /** The visit is of a refusal: the log-in prompt of a signed-in view, a page not found. */
  refused?: true;
  /** What the view opens over itself (a dialog, a form), checked after the view alone. */
  opens?: (page: Page, words: Wording, world: World) => Promise<void>;
}

const at = (path: string) => (): string => path;

const callOf = ({ mentee, mentor, chatId }: World) =>
  `/call?room=${encodeURIComponent(roomNameFor(mentee.id, chatId))}&mentor=${mentor.id}`;

/** A text matched as itself inside a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every route of the router (checked against route-table.ts), as the roles that use it: the
 * views every signed-in person shares (settings, notes, a mentor's page) as a mentee or a mentor,
 * the console of each role as that role.
 */
export const visits: Visit[] = [
  { route: 'home1', as: 'visitor', path: at('/') },
  {
    route: 'home2',
    as: 'visitor',
    path: at('/join'),
    opens: async (page, words) => {
      // The second step of a mentor's sign-up, the skill picker open.
      const dice = page.getByRole('img', { name: words.dieShowing({ value: '' }) });
      await expect(dice).toHaveCount(2);
      const sides = await dice.evaluateAll((each) =>
        each.map((die) => Number(/\d/.exec(die.getAttribute('aria-label') ?? '')?.[0])),
      );
      await page.getByLabel(words.emailLabel).fill(uniqueEmail('sweep-join'));
      await page.getByLabel(words.passwordLabel).fill('sweep-pass');
      await page.getByLabel(words.ageLabel, { exact: true }).fill('45');
      await page.getByLabel(words.captchaSumLabel).fill(String((sides[0] ?? 0) + (sides[1] ?? 0)));
      await page.locator('form').getByRole('button', { name: words.signUpButton }).click();
      await page
        .getByRole('group', { name: words.joinAsLegend })
        .getByLabel(words.roleName({ role: 'mentor' }))
        .check();
      await expect(page.getByText(words.skillPickerLabel)).toBeVisible();
    },
  },
  { route: 'home2', as: 'visitor', path: at('/join?mode=log-in') },
  { route: 'verify-email', as: 'visitor', path: at('/verify-email?token=not-a-real-token') },
  { route: 'reset-password', as: 'visitor', path: at('/reset-password') },
  {
    route: 'reset-password',
    as: 'visitor',
    path: at('/reset-password?token=not-a-real-token'),
  },
  {
    route: 'unsubscribe',
    as: 'visitor',
    path: (world) => {
      const link = new URL(world.unsubscribeLink);
      return link.pathname + link.search;
    },
  },
  { route: 'safety', as: 'visitor', path: at('/safety') },
  { route: 'privacy', as: 'visitor', path: at('/privacy') },
  // Any signed-in view, opened signed out, asks to log in.
  { route: 'mentee1', as: 'visitor', path: at('/mentee'), refused: true },
  { route: 'not-found', as: 'visitor', path: at('/no-such-page'), refused: true },

  { route: 'guardian', as: 'parent', path: (world) => `/guardian?token=${world.guardianToken}` },
  {
    route: 'caregiver',
    as: 'parent',
    path: (world) => {
      const link = new URL(world.caregiverLink);
      return link.pathname + link.search;
    },
  },

  { route: 'mentee1', as: 'young mentee', path: at('/mentee') },
  { route: 'menteeconnections', as: 'young mentee', path: at('/connections/mentee') },
  { route: 'search1', as: 'young mentee', path: at('/mentors') },
  { route: 'chat1', as: 'young mentee', path: at('/chat') },
  { route: 'settings/data', as: 'young mentee', path: at('/settings/data') },

  // Their dashboard, as the account menu's Profile opens it.
  { route: 'profile', as: 'mentee', path: at('/profile') },
  { route: 'notes', as: 'mentee', path: at('/notes') },
  { route: 'chat1', as: 'mentee', path: at('/chat') },
  {
    route: 'chat1',
    as: 'mentee',
    path: (world) => `/chat/${world.chatId}`,
    shows: '.chat-window img',
    opens: async (page, words, world) => {
      await page
        .getByRole('button', { name: words.reportPerson({ name: world.mentor.name }) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { route: 'search1', as: 'mentee', path: at('/mentors'), shows: '.mentor-card' },
  {
    route: 'mentor-profile',
    as: 'mentee',
    path: (world) => `/mentors/${world.mentor.id}`,
  },
  {
    route: 'menteeconnections',
    as: 'mentee',
    path: at('/connections/mentee'),
    shows: '.connection-link',
  },
  {
    route: 'menteeconnections',
    as: 'mentee',
    path: at('/connections/mentee?tab=pending'),
    opens: async (page, words) => {
      await page.getByRole('button', { name: words.cancelRequest, exact: true }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  { route: 'menteeconnections', as: 'mentee', path: at('/connections/mentee?tab=rejected') },
  { route: 'call', as: 'mentee', path: callOf, shows: 'video' },
  { route: 'settings', as: 'mentee', path: at('/settings'), landsOn: '/settings/password' },
  { route: 'settings/delete', as: 'mentee', path: at('/settings/delete') },
  { route: 'settings/notifications', as: 'mentee', path: at('/settings/notifications') },
  { route: 'settings/blocked', as: 'mentee', path: at('/settings/blocked') },
  { route: 'settings/programmes', as: 'mentee', path: at('/settings/programmes') },
  { route: 'settings/data', as: 'mentee', path: at('/settings/data') },

  { route: 'mentor1', as: 'mentor', path: at('/mentor') },
  {
    route: 'mentorconnections',
    as: 'mentor',
    path: at('/connections/mentor'),
    shows: '.connection-link',
  },
  {
    route: 'mentorconnections',
    as: 'mentor',
    path: at('/connections/mentor?tab=pending'),
    opens: async (page, words) => {
      await page.getByRole('button', { name: words.rejectRequest, exact: true }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    route: 'chat1',
    as: 'mentor',
    path: (world) => `/chat/${world.chatId}`,
    shows: '.chat-window img',
  },
  { route: 'search1', as: 'mentor', path: at('/mentors'), shows: '.mentor-card' },
  { route: 'notes', as: 'mentor', path: at('/notes') },
  {
    route: 'call',
    as: 'mentor',
    path: callOf,
    shows: 'video',
    opens: async (page, words) => {
      // In the call, waiting for the mentee.
      await page.getByRole('button', { name: words.joinInAppCall }).click();
      await expect(page.getByRole('button', { name: words.hangUp })).toBeVisible();
    },
  },
  { route: 'settings/password', as: 'mentor', path: at('/settings/password') },
  { route: 'settings/mentoring', as: 'mentor', path: at('/settings/mentoring') },
  // Their own page, as students see it.
  { route: 'mentor-profile', as: 'mentor', path: (world) => `/mentors/${world.mentor.id}` },

  ...['reports', 'held', 'flags', 'accounts', 'audit'].map((tab): Visit => ({
    route: 'safeguarding',
    as: 'lead',
    path: at(`/safeguarding?tab=${tab}`),
  })),
  {
    route: 'safeguarding',
    as: 'lead',
    path: at('/safeguarding?tab=checks'),
    opens: async (page, words) => {
      // A mentor whose check ran out (the demo data has one), their record open in its form.
      await page.getByLabel(words.checkFilterLabel).selectOption('expired');
      const [before, after] = words.recordMentorCheck({ name: '\u0000' }).split('\u0000');
      const record = new RegExp(`^${escapeRegExp(before ?? '')}.+${escapeRegExp(after ?? '')}$`);
      await page.locator('.check-card').first().getByRole('button', { name: record }).click();
      await expect(page.getByRole('form', { name: words.checkFormLabel })).toBeVisible();
    },
  },

  { route: 'programmes', as: 'coordinator', path: at('/programmes') },
  {
    route: 'pair-call',
    as: 'coordinator',
    path: (world) => `/programmes/${world.programmeId}/pairs/${world.pairRequestId}/call`,
  },
  { route: 'settings/programmes', as: 'coordinator', path: at('/settings/programmes') },
];

/** The routes of `table` that no visit opens: each needs an entry above. */
export const routesWithoutVisit = (table: readonly { id: string }[], listed: Visit[]) =>
  table.map(({ id }) => id).filter((id) => !listed.some((visit) => visit.route === id));
