import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MentorProfile } from '@mentorbridge/domain/api/mentor-story';
import { goalLabelOfEnglish } from '@mentorbridge/domain/help-goals';
import { languageName } from '@mentorbridge/domain/languages';
import { experienceLabel } from '@mentorbridge/domain/life-experiences';
import { uiText } from '@mentorbridge/domain/ui-text';
import { UserPicture } from '../../ui/user-picture.tsx';
import { BlockButton } from '../blocks/index.ts';
import { ReportDialog } from '../reports/index.ts';
import { useSessionUser } from '../session/index.ts';
import { CheckedBadge } from './checked-badge.tsx';
import { memberSinceText } from './member-since.ts';
import { ProfileRequest } from './profile-request.tsx';
import { unavailableReason } from './request-button.tsx';

const availabilityText = (availability: 'open' | 'paused' | 'full') =>
  availability === 'open' ? uiText.mentorTakingRequests : unavailableReason(availability);

/**
 * "Usually replies within …", in words a student reads at a glance: the same steps as
 * `replyTimeText` of the matching rules, written in the reader's language.
 */
const replyTime = (hours: number) =>
  uiText.usuallyRepliesWithin({
    within:
      hours <= 1
        ? 'hour'
        : hours <= 6
          ? 'fewHours'
          : hours <= 24
            ? 'day'
            : hours <= 72
              ? 'threeDays'
              : hours <= 168
                ? 'week'
                : 'twoWeeks',
  });

/**
 * A mentor's page: who they are and what they have been through in their own words, what they
 * know and can help with, whether they take requests, and, for a mentee, the request itself.
 */
export function MentorProfileView({ profile }: { profile: MentorProfile }) {
  const user = useSessionUser();
  const nameId = useId();
  const availabilityId = useId();
  const isSelf = user?.id === profile.id;
  return (
    <article className="page mentor-profile" aria-labelledby={nameId}>
      <header className="profile-header">
        <UserPicture picture={profile.picture} name={profile.name} size="large" alt="" />
        <div className="profile-summary">
          <h1 id={nameId} dir="auto">
            {profile.name}
          </h1>
          {profile.headline && (
            <p className="profile-headline" dir="auto">
              {profile.headline}
            </p>
          )}
          {profile.checkedThrough && <CheckedBadge through={profile.checkedThrough} />}
          <p
            id={availabilityId}
            className={`profile-availability availability-${profile.availability}`}
          >
            {availabilityText(profile.availability)}
          </p>
          {profile.replyHours !== null && <p>{replyTime(profile.replyHours)}</p>}
          <p className="hint">{memberSinceText(profile.memberSince)}</p>
        </div>
      </header>

      {user?.role === 'mentee' && (
        <ProfileRequest
          mentor={profile}
          nameId={nameId}
          availabilityId={availabilityId}
          consentPending={user.consentPending}
        />
      )}
      {isSelf && (
        <p>
          <Link to="/mentor">{uiText.editMyProfile}</Link>
        </p>
      )}

      {profile.about && (
        <ProfilePart title={uiText.aboutMe}>
          <p className="profile-about" dir="auto">
            {profile.about}
          </p>
        </ProfilePart>
      )}
      {profile.experiences.length > 0 && (
        <ProfilePart title={uiText.whatIveBeenThrough}>
          <ul className="profile-experiences">
            {profile.experiences.map((experience) => (
              <li key={experience.id}>
                <h3>{experienceLabel(experience.id)}</h3>
                {experience.note && (
                  <p className="profile-note" dir="auto">
                    {experience.note}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </ProfilePart>
      )}
      {/* Skills keep their English names: the directory searches them by those. */}
      <ProfilePart title={uiText.skillsHeading}>
        <TagList items={profile.skills} name={uiText.skillsOf({ name: profile.name })} />
      </ProfilePart>
      {profile.languages.length > 0 && (
        <ProfilePart title={uiText.languagesHeading}>
          <TagList
            items={profile.languages.map(languageName)}
            name={uiText.languagesOf({ name: profile.name })}
          />
        </ProfilePart>
      )}
      {profile.helpsWith.length > 0 && (
        <ProfilePart title={uiText.canHelpWith}>
          <TagList
            items={profile.helpsWith.map(goalLabelOfEnglish)}
            name={uiText.whatNameCanHelpWith({ name: profile.name })}
          />
        </ProfilePart>
      )}

      {!isSelf && (
        <div className="card-safety-actions profile-safety-actions">
          <ReportDialog
            reportedUserId={profile.id}
            reportedName={profile.name}
            label={uiText.reportMentor}
            accessibleName={uiText.reportMentorNamed({ name: profile.name })}
          />
          {/* Once blocked, this page is "not found" for them: back to the directory. */}
          <BlockButton userId={profile.id} name={profile.name} leaveTo="/mentors" />
        </div>
      )}
      <p>
        <Link to="/mentors">{uiText.backToAllMentors}</Link>
      </p>
    </article>
  );
}

function ProfilePart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="profile-part" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** Skills, languages or goals as the cards show skills; the product's words when none. */
function TagList({ items, name }: { items: readonly string[]; name: string }) {
  if (items.length === 0) return <p>{uiText.noSkillsListed}</p>;
  return (
    <ul className="skill-list profile-tags" aria-label={name}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
