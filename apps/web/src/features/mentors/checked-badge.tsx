import { uiText } from '@mentorbridge/domain/ui-text';

/** "March 2027", from a calendar day: the month a check counts through, as the badge says it. */
const monthAndYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Checked": a safeguarding lead has seen this mentor's check and it counts today. With the
 * last day it counts, the page says until when; the check's kind and number are never shown.
 */
export function CheckedBadge({ through }: { through?: string }) {
  return (
    <p className="checked-badge">
      <span className="checked-mark">
        <span aria-hidden="true">✓ </span>
        {uiText.checkedBadge}
      </span>
      {through && (
        <span className="checked-explained">
          {uiText.checkedBadgeExplained({
            monthYear: monthAndYear.format(Date.parse(`${through}T00:00:00Z`)),
          })}
        </span>
      )}
    </p>
  );
}
