import { Link } from 'react-router';
import {
  GUARDIAN_CONSENT_WAIT_DAYS,
  REQUEST_EXPIRY_DAYS,
  UNVERIFIED_ACCOUNT_RETENTION_DAYS,
} from '@mentorbridge/domain/constants';
import { usePageTitle } from '../../ui/page-title.ts';
import { PrivacyShortVersion } from './privacy-short-version.tsx';
import '../../ui/long-read.css';
import './privacy.css';

/** One kind of data in the notice for parents, carers and schools. */
interface Kind {
  what: string;
  why: string;
  howLong: string;
  whoSees: string;
}

const kinds: Kind[] = [
  {
    what: 'Email address, name, age, password (only a scrambled form of it)',
    why: 'to sign in, to show who you are, to keep under-18s with checked mentors',
    howLong: 'until the account is deleted',
    whoSees:
      'a mentor’s name: signed-in users; a student’s: the mentors they asked; the address: nobody',
  },
  {
    what: 'Profile picture',
    why: 'so people know who they are talking to',
    howLong: 'until replaced or the account is deleted',
    whoSees: 'a student’s: only mentors they asked (under 18: once accepted)',
  },
  {
    what: 'A student’s answers: what they want help with and have been through',
    why: 'to suggest mentors who have walked the same path',
    howLong: 'until changed or the account is deleted',
    whoSees: 'nobody: they are only used for suggestions',
  },
  {
    what: 'A mentor’s story and experiences, some of them hidden',
    why: 'so students can find them',
    howLong: 'until changed or the account is deleted',
    whoSees: 'what they show: signed-in users; what they hide: nobody',
  },
  {
    what: 'Notes',
    why: 'for the writer alone',
    howLong: 'until deleted',
    whoSees: 'only the writer, never the safeguarding team',
  },
  {
    what: 'Requests, chats, pictures sent in chats, seen marks, when each call began and ended and when each person joined and left it',
    why: 'to talk to a mentor',
    howLong: 'until either person deletes their account',
    whoSees:
      'the two people; the safeguarding team for chats with under-18s; in a school’s programme, its coordinators, who give a reason first',
  },
  {
    what: 'Reports, held messages, warnings, and a mentor’s safeguarding check',
    why: 'to keep young people safe',
    howLong:
      'while the accounts exist; reports stay, without the reporter, after they leave; the leads’ record of what they did, 6 years',
    whoSees: 'the safeguarding team',
  },
  {
    what: 'A parent’s or carer’s address and their answer (11- and 12-year-olds)',
    why: 'consent',
    howLong: `while the account exists; a child’s account is deleted after ${GUARDIAN_CONSENT_WAIT_DAYS} days without an answer`,
    whoSees: 'nobody; it is only used to ask and to tell',
  },
  {
    what: 'The school programmes you joined with a code, and since when',
    why: 'so your school knows who is in its programme',
    howLong: 'until you leave, the school takes you out, or the account is deleted',
    whoSees: 'the school’s programme coordinators: your name, address and age group',
  },
  {
    what: 'In a school’s programme: a match the coordinator proposed, approved or said no to, and why',
    why: 'so the school approves who its pupils talk to',
    howLong: 'with the request: until either person deletes their account',
    whoSees: 'the two people and the programme’s coordinators',
  },
  {
    what: 'A school’s consent for a pupil of 11 or 12 in its programme: who gave it, and when',
    why: 'a school may agree for its own programme; a parent or carer can still refuse',
    howLong: 'while the account exists',
    whoSees: 'the school’s coordinators and the safeguarding team',
  },
  {
    what: 'For a school’s programme coordinators: the school, and since when they coordinate it',
    why: 'so a school runs its own mentoring programmes',
    howLong: 'until another coordinator removes them or their account is deleted',
    whoSees: 'the school’s other coordinators (name and address)',
  },
  {
    what: 'Devices with notifications on, sessions, email choices',
    why: 'to tell you what happened while you were away, and to keep you signed in',
    howLong: 'until turned off or logged out; a session ends after 12 hours unused',
    whoSees: 'nobody',
  },
];

/**
 * privacy: what MentorBridge keeps, why, for how long and who sees it, first in words a
 * 12-year-old understands, then in full for parents, carers and schools. Open to everyone and
 * linked from every page's footer.
 */
export default function PrivacyPage() {
  usePageTitle('Your privacy on MentorBridge');
  return (
    <article className="page long-read">
      <h1>Your privacy on MentorBridge</h1>
      <p className="lead">
        We keep only what MentorBridge needs to help you find a mentor and to keep you safe, and
        only for as long as it needs it.
      </p>

      <section aria-labelledby="short-privacy">
        <h2 id="short-privacy">The short version</h2>
        <PrivacyShortVersion />
      </section>

      <section aria-labelledby="calls-privacy">
        <h2 id="calls-privacy">Video calls and notifications</h2>
        <p>
          Video calls happen in MentorBridge&apos;s call page. Your picture and voice go from your
          browser to the other person&apos;s, straight or through a relay that passes them on
          without being able to see or hear them. They never pass through MentorBridge&apos;s
          server, and nothing of a call is recorded: we keep only when each call began and ended,
          and when each person joined and left it. A school may run calls on its own video service
          instead; that service then carries the call. Notifications go through your browser&apos;s
          push service (Google, Mozilla or Apple); they say who wrote, never what.
        </p>
      </section>

      <section aria-labelledby="full-privacy">
        <h2 id="full-privacy">In full, for parents, carers and schools</h2>
        <p>
          Every kind of data MentorBridge keeps, why, for how long and who sees it. An account whose
          address is never confirmed is deleted after {UNVERIFIED_ACCOUNT_RETENTION_DAYS} days; a
          request nobody answers ends after {REQUEST_EXPIRY_DAYS} days. Backups are kept at most 35
          days, readable only by the server, and no deleted account comes back from one. A parent or
          carer can ask the school for a copy of their child&apos;s data, or withdraw consent from
          the link in their email, which deletes the child&apos;s account.
        </p>
        <ul className="data-kinds">
          {kinds.map((kind) => (
            <li key={kind.what}>
              <h3>{kind.what}</h3>
              <dl>
                <dt>Why</dt>
                <dd>{kind.why}</dd>
                <dt>How long</dt>
                <dd>{kind.howLong}</dd>
                <dt>Who sees it</dt>
                <dd>{kind.whoSees}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          The rules that keep young people safe are on the <Link to="/safety">safety rules</Link>{' '}
          page.
        </p>
      </section>
    </article>
  );
}
