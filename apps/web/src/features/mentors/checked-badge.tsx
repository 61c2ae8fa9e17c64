import { uiText } from '@mentorbridge/domain/ui-text';
import { monthAndYearText } from '../../lib/clock-text.ts';

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
            // Noon of the day, so no time zone moves it into another month.
            monthYear: monthAndYearText(Date.parse(`${through}T12:00:00`)),
          })}
        </span>
      )}
    </p>
  );
}
