import { Link } from 'react-router';
import {
  GUARDIAN_CONSENT_WAIT_DAYS,
  UNVERIFIED_ACCOUNT_RETENTION_DAYS,
} from '@mentorbridge/domain/constants';
import { usePageTitle } from '../../ui/page-title.ts';
import { HelpLines } from './help-lines.tsx';
import '../../ui/long-read.css';

/**
 * The rules, in words a 12-year-old understands (decision 019). Open to everyone, signed in or not,
 * so a parent or a teacher can read it before a child joins.
 */
export default function SafetyRulesPage() {
  usePageTitle('Staying safe on MentorBridge');
  return (
    <article className="page long-read">
      <h1>Staying safe on MentorBridge</h1>
      <p className="lead">
        MentorBridge is a place to learn from adults who have already done what you want to do.
        These rules keep it safe. They are for everyone: students and mentors.
      </p>

      <section aria-labelledby="short-version">
        <h2 id="short-version">The short version</h2>
        <ul>
          <li>Keep your phone number, address, school and other apps to yourself.</li>
          <li>
            A good mentor never asks you to keep a secret, to talk somewhere else, to meet up, or to
            take a gift.
          </li>
          <li>If anything feels wrong, press Report. You will never be in trouble for it.</li>
          <li>Our safeguarding team may read chats with young people, to keep them safe.</li>
        </ul>
      </section>

      <section aria-labelledby="checked-mentors">
        <h2 id="checked-mentors">Every mentor you meet under 18 is checked</h2>
        <p>
          If you are under 18, you only see mentors our safeguarding team has checked: they saw the
          mentor&apos;s criminal-record check, had two references, interviewed them, and the mentor
          passed our safeguarding training. These mentors have a &quot;Checked&quot; badge.
        </p>
        <p>
          A check counts for at most 3 years, and the training for one year. If a mentor&apos;s
          check runs out, or our team suspends it, your chat with them pauses at once, and so does
          any video call, until it is renewed. Nothing you wrote is lost. Under 18, you never get a
          mentor&apos;s email address: everything goes through MentorBridge, where we can help. We
          never keep copies of anyone&apos;s certificates or ID, only what was checked and when.
        </p>
      </section>

      <section aria-labelledby="never-allowed">
        <h2 id="never-allowed">What a mentor must never do</h2>
        <ul>
          <li>ask you to keep your chats a secret;</li>
          <li>ask you to text, call or message them on another app;</li>
          <li>ask to meet you in person;</li>
          <li>offer you presents, money or favours;</li>
          <li>ask for photos of you, or send you pictures that make you feel uneasy;</li>
          <li>be unkind, rude or scary.</li>
        </ul>
        <p>Students: be kind too, and never share someone else&apos;s details.</p>
      </section>

      <section aria-labelledby="contact-details">
        <h2 id="contact-details">Your contact details stay private</h2>
        <p>
          If one of you is under 18, a message with a phone number, an email address, a link, a
          social-media username or a home address does not go straight through. Our team checks it
          first. The person who wrote it sees &quot;Held for review&quot;. This works even when
          someone tries tricks, like writing a number in words.
        </p>
      </section>

      <section aria-labelledby="who-sees-what">
        <h2 id="who-sees-what">Who can see what</h2>
        <ul>
          <li>Only mentors are listed. Students are never listed anywhere.</li>
          <li>A student&apos;s picture is shown only to the mentors who accepted them.</li>
          <li>Whether you are online or typing is shown only to people you are connected with.</li>
          <li>Your notes are yours alone. Nobody else can read them.</li>
          <li>
            Your answers under Find my mentor are yours alone too. We use them only to suggest
            mentors to you, and never show them to a mentor or anyone else.
          </li>
          <li>
            A mentor chooses which of their experiences their profile shows. One they keep hidden
            helps us suggest them, but is never named to anyone.
          </li>
          <li>
            Profiles and request messages cannot hold phone numbers, addresses, links or usernames.
          </li>
          <li>
            If you joined a school&apos;s programme with its class code, its coordinators see your
            name, address and age group and who you are matched with. A coordinator approves each
            match before your first message, and can read your chat to keep you safe: they type why
            first, it is written down, and your chat tells you so.
          </li>
          <li>
            If you turn on notifications, they say who wrote or answered, never what they wrote, so
            nobody reads your messages over your shoulder on a locked phone. Logging out stops them
            on that device, and once you have been logged out for a while they only say that you
            have something new.
          </li>
          <li>
            Video calls happen inside MentorBridge, between your browser and the other
            person&apos;s. Nobody records them, not even us; we only note when a call began and
            ended. If your school asks for it, a coordinator from your school joins every call: you
            see &quot;Waiting for your coordinator to join.&quot; until they come in.
          </li>
          <li>
            If you install MentorBridge on your phone, it keeps only the app itself there, so it
            opens without a network. Your messages, notes and pictures are never saved on the
            device: someone who picks up your phone while you are logged out finds none of them.
          </li>
          <li>
            On a shared computer, log out when you finish. The browser then forgets every picture it
            showed you, and the next person cannot open your chat&apos;s pictures even from the
            browser&apos;s history.
          </li>
        </ul>
      </section>

      <section aria-labelledby="feels-wrong">
        <h2 id="feels-wrong">If something feels wrong</h2>
        <ul>
          <li>
            <strong>Report.</strong> Every message, mentor card, connection and chat has a Report
            button. Choose a reason and add some words if you like. The chat pauses at once for both
            of you until our team has looked. The other person is never told who reported them.
          </li>
          <li>
            <strong>Block.</strong> Blocking someone means the two of you never see each other on
            MentorBridge again. You can unblock them in Settings, under Blocked people.
          </li>
          <li>
            <strong>End it.</strong> You can end your mentoring at any time, with End our mentoring
            in the chat. You can still read the chat, but nobody can write or call in it any more.
            If you choose &ldquo;Something worried me&rdquo;, our team is told and will look. The
            mentor never sees why you ended it.
          </li>
          <li>
            <strong>Tell someone.</strong> A parent, carer or teacher you trust can help. If you are
            under 13 (or your school asks), your parent or carer has a page that shows who you talk
            to and how often, never what you say, and they can pause a mentoring.
          </li>
        </ul>
      </section>

      <section aria-labelledby="need-help">
        <h2 id="need-help">If you feel unsafe or very sad</h2>
        <HelpLines />
      </section>

      <section aria-labelledby="eleven-twelve">
        <h2 id="eleven-twelve">If you are 11 or 12</h2>
        <p>
          A parent or guardian has to say yes before you can ask for a mentor, chat or call. We
          email them when you sign up. They can change their mind at any time, and then your account
          is deleted.
        </p>
      </section>

      <section aria-labelledby="what-we-keep">
        <h2 id="what-we-keep">What we keep, and for how long</h2>
        <ul>
          <li>
            We keep your account until you delete it in Settings. Then everything goes: your
            profile, picture, answers, notes, requests and chats.
          </li>
          <li>
            If you never confirm your email address, we delete the account after{' '}
            {UNVERIFIED_ACCOUNT_RETENTION_DAYS} days.
          </li>
          <li>
            If you are 11 or 12 and no parent or guardian answers within{' '}
            {GUARDIAN_CONSENT_WAIT_DAYS} days, we delete the account.
          </li>
          <li>
            A report you made stays with our safeguarding team after you leave, so they can still
            keep others safe. Your name is not kept with it.
          </li>
        </ul>
      </section>

      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </article>
  );
}
