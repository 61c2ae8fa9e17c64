import type { AppContext } from '../../app-context.ts';
import { myProgrammes } from '../programmes/service.ts';
import { profilePictureKey } from '../../storage/file-keys.ts';
import { exportCoverage } from './export-coverage.ts';
import { careOfMatches, caregiver } from './export-care.ts';
import { chats } from './export-chats.ts';
import * as read from './export-repository.ts';
import { isoTime } from './iso-time.ts';
import { webpDataUrl } from './webp-data-url.ts';

type Deps = Pick<AppContext, 'db' | 'files'>;

const yes = (flag: number) => flag === 1;
const listOf = (text: string) => JSON.parse(text) as unknown;

/**
 * Everything MentorBridge holds about one person, as they could ask for it (UK GDPR articles 15
 * and 20): their account, profile and pictures, story or answers, notes, requests, every message
 * of their chats (theirs and what they received), the pictures they sent, reports they made,
 * warnings, consent, devices, sessions and choices. What it leaves out, and why, is
 * export-coverage.ts; nothing of another person's private answers, hidden experiences or records
 * is read. Null when there is no such account.
 */
export async function exportPersonalData(deps: Deps, userId: string, now = Date.now()) {
  const account = await read.accountRow(deps.db, userId);
  if (!account) return null;
  const requests = await read.requestsOf(deps.db, userId);
  const careOf = await careOfMatches(
    deps,
    userId,
    requests.map((request) => request.id),
  );
  const otherOf = (request: (typeof requests)[number]) =>
    request.mentor_id === userId
      ? {
          id: request.requester_id,
          // A name the mentor has not seen yet (a rename while paused) is not theirs to read.
          name: request.mentee_name_while_paused ?? request.mentee_name,
        }
      : { id: request.mentor_id, name: request.mentor_name };
  return {
    format: 'mentorbridge-personal-data/1',
    exportedAt: isoTime(now),
    about:
      'Everything MentorBridge holds about you. Times are UTC. What it leaves out, and why, is ' +
      'listed under "notIncluded".',
    account: {
      id: account.id,
      email: account.email,
      fullName: account.full_name,
      role: account.role,
      age: account.age,
      emailVerified: yes(account.email_verified),
      createdAt: isoTime(account.created_at),
      suspendedAt: isoTime(account.suspended_at),
      language: account.language,
      skills: (await read.skillsOf(deps.db, userId)).map((row) => row.skill),
      emailChoices: {
        requests: yes(account.notify_requests),
        answers: yes(account.notify_answers),
        unread: yes(account.notify_unread),
        mentoring: yes(account.notify_mentoring),
      },
      mentoring:
        account.role === 'mentor'
          ? { capacity: account.mentee_capacity, paused: yes(account.paused_requests) }
          : null,
    },
    profilePicture: account.avatar_version > 0 ? await profilePictures(deps, userId) : null,
    guardianConsent: await guardianConsent(deps, userId),
    caregiver: await caregiver(deps, userId),
    story: await story(deps, userId),
    answers: await answers(deps, userId),
    notes: (await read.notesOf(deps.db, userId)).map((note) => ({
      content: note.content,
      createdAt: isoTime(note.created_at),
      updatedAt: isoTime(note.updated_at),
    })),
    requests: requests.map((request) => ({
      direction: request.requester_id === userId ? 'sent' : 'received',
      with: otherOf(request).name,
      status: request.status,
      message: request.message,
      createdAt: isoTime(request.created_at),
      updatedAt: isoTime(request.updated_at),
      // A match inside a school's programme (decision 058): the coordinator's say over it.
      programme: request.programme_name && {
        name: request.programme_name,
        mentorSaidYesAt: isoTime(request.mentor_accepted_at),
        proposedByCoordinator: request.proposed_by !== null,
        coordinatorDecidedAt: isoTime(request.programme_decided_at),
        coordinatorsReason: request.programme_refusal,
      },
      ...careOf(request.id, otherOf(request).name),
    })),
    chats: await chats(
      deps,
      userId,
      requests.map((request) => ({ ...otherOf(request), chatId: request.id })),
    ),
    heldMessages: (await read.heldMessagesOf(deps.db, userId)).map((held) => ({
      chatId: held.chat_id,
      text: held.text,
      status: held.status,
      createdAt: isoTime(held.created_at),
      decidedAt: isoTime(held.decided_at),
    })),
    reportsMade: (await read.reportsMadeBy(deps.db, userId)).map((report) => ({
      about: report.reported_name,
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: isoTime(report.created_at),
    })),
    warnings: (await read.warningsTo(deps.db, userId)).map((warning) => ({
      message: warning.message,
      sentAt: isoTime(warning.created_at),
    })),
    blocks: (await read.blocksBy(deps.db, userId)).map((block) => ({
      blocked: block.blocked_name,
      since: isoTime(block.created_at),
    })),
    devices: (await read.devicesOf(deps.db, userId)).map((device) => ({
      pushService: new URL(device.endpoint).host,
      since: isoTime(device.created_at),
    })),
    sessions: (await read.sessionsOf(deps.db, userId)).map((session) => ({
      createdAt: isoTime(session.created_at),
      lastUsedAt: isoTime(session.last_used_at),
      endsAt: isoTime(session.expires_at),
    })),
    replyTimes: (await read.replyTimesOf(deps.db, userId)).map((reply) => ({
      answeredAt: isoTime(reply.answered_at),
      waitedMinutes: Math.round(Number(reply.waited_ms) / 60_000),
    })),
    safeguardingRecord: await safeguardingRecord(deps, userId),
    safeguardingLead: await safeguardingLead(deps, userId),
    programmes: (await myProgrammes(deps, userId)).map((membership) => ({
      programme: membership.programme,
      organisation: membership.organisation,
      as: membership.role,
      status: membership.status,
      joinedAt: isoTime(membership.joinedAt),
    })),
    coordinating: (await read.coordinatingOf(deps.db, userId)).map((row) => ({
      organisation: row.name,
      since: isoTime(row.added_at),
    })),
    notIncluded: [
      'other people’s data: their private answers, hidden experiences, notes and records, and ' +
        'the pictures they sent you',
      'reports made about you, while the safeguarding team holds them',
      ...new Set(
        Object.values(exportCoverage).flatMap((coverage) =>
          'not' in coverage ? [coverage.not] : [],
        ),
      ),
    ],
  };
}

/** The same copy for the account with this address, or null when there is none. */
export async function exportPersonalDataOf(deps: Deps, email: string) {
  const userId = await read.accountIdByEmail(deps.db, email);
  return userId ? exportPersonalData(deps, userId) : null;
}

export type PersonalDataExport = NonNullable<Awaited<ReturnType<typeof exportPersonalData>>>;

async function profilePictures(deps: Deps, userId: string) {
  return {
    small: webpDataUrl(await deps.files.get(profilePictureKey(userId, 'small'))),
    large: webpDataUrl(await deps.files.get(profilePictureKey(userId, 'large'))),
  };
}

async function guardianConsent(deps: Deps, userId: string) {
  const consent = await read.guardianConsentOf(deps.db, userId);
  return consent
    ? {
        guardianEmail: consent.guardian_email,
        // The language the guardian chose for their page and mail (at first, the child's).
        guardianLanguage: consent.language,
        status: consent.status,
        askedAt: isoTime(consent.created_at),
        decidedAt: isoTime(consent.decided_at),
        // The school's consent for its own programme (decision 058); who gave it is in its log.
        schoolConsent: consent.school_consent_at && {
          programme: consent.school_programme ?? 'a programme that has since closed',
          givenAt: isoTime(consent.school_consent_at),
        },
      }
    : null;
}

async function story(deps: Deps, userId: string) {
  const profile = await read.storyOf(deps.db, userId);
  if (!profile) return null;
  return {
    headline: profile.headline,
    about: profile.about,
    experiences: (await read.experiencesOf(deps.db, userId)).map((experience) => ({
      id: experience.experience,
      note: experience.note,
      shownOnYourProfile: yes(experience.shown),
    })),
    goals: (await read.goalsOf(deps.db, userId)).map((row) => row.goal),
    languages: (await read.languagesOf(deps.db, userId)).map((row) => row.language),
    updatedAt: isoTime(profile.updated_at),
  };
}

async function answers(deps: Deps, userId: string) {
  const given = await read.answersOf(deps.db, userId);
  return given
    ? {
        goals: listOf(given.goals),
        experiences: listOf(given.experiences),
        languages: listOf(given.languages),
        updatedAt: isoTime(given.updated_at),
      }
    : null;
}

async function safeguardingRecord(deps: Deps, userId: string) {
  const record = await read.vettingOf(deps.db, userId);
  return record
    ? {
        kindOfCheck: record.check_kind,
        reference: record.check_reference,
        issuedOn: record.issued_on,
        seenOn: record.seen_on,
        expiresOn: record.expires_on,
        referencesReceived: record.references_received,
        referencesOn: record.references_on,
        interviewedOn: record.interviewed_on,
        trainedOn: record.trained_on,
        suspendedAt: isoTime(record.suspended_at),
        suspendedReason: record.suspended_reason,
        updatedAt: isoTime(record.updated_at),
      }
    : null;
}

async function safeguardingLead(deps: Deps, userId: string) {
  const lead = await read.leadSince(deps.db, userId);
  return lead ? { since: isoTime(lead.created_at) } : null;
}
