import { shownName } from '@mentorbridge/domain/connection-rules';
import { dayBefore, daysAfter, EXPIRY_NOTICE_DAYS } from '@mentorbridge/domain/vetting-rules';
import type { AppContext } from '../../app-context.ts';
import { todayBy } from '../../lib/clock.ts';
import { checkExpiryMailToLead, checkExpiryMailToMentor } from '../../mail/check-expiry-mail.ts';
import { postMail, withMailInBackground } from '../../mail/send-mail.ts';
import { afterRecordChanged } from './record-changed.ts';
import { claimNotice, listLeadRecipients, listRecordsUntilBetween } from './repository.ts';

/** How late a missed notice on the day still goes (the server was down that day). */
const LATE_NOTICE_DAYS = 7;

/**
 * Mails each mentor, and every lead, 30 days before their record stops counting and on the day,
 * each in their own language. Run by the periodic work; each notice goes once (claimed in
 * `vetting_notices`). The gate never waits for this: it compares each record with today itself
 * (decision 038). Answers how many notices went.
 */
export async function sendCheckExpiryNotices(
  deps: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'background'> &
    Partial<Pick<AppContext, 'realtime'>>,
): Promise<number> {
  const now = deps.clock.now();
  const today = todayBy(deps.clock);
  const near = await listRecordsUntilBetween(deps.db, {
    from: daysAfter(today, -LATE_NOTICE_DAYS),
    to: daysAfter(today, EXPIRY_NOTICE_DAYS),
  });
  let sent = 0;
  let leads: Awaited<ReturnType<typeof listLeadRecipients>> | undefined;
  for (const record of near) {
    const kind = record.until <= today ? 'today' : 'soon';
    const notice = {
      kind,
      mentorName: shownName(record.fullName, 'mentor'),
      lastDay: dayBefore(record.until),
      until: record.until,
      contact: deps.config.safeguardingContact,
    } as const;
    // The claim and its mails are stored together (decision 043): a notice claimed is a notice
    // that goes, even if this process dies before the mail server answers.
    const claimed = await withMailInBackground(deps, async (deps) => {
      const claim = { userId: record.userId, kind: notice.kind, expiresOn: record.until, now };
      if (!(await claimNotice(deps.db, claim))) return false;
      await postMail(deps, checkExpiryMailToMentor(record.email, notice, record.language));
      leads ??= await listLeadRecipients(deps.db);
      for (const lead of leads) {
        await postMail(deps, {
          ...checkExpiryMailToLead(lead.email, notice, lead.language),
          aboutUserId: record.userId,
        });
      }
      return true;
    });
    if (!claimed) continue;
    sent += 1;
    // The day has come: the mentor's calls with under-18s end and both sides' open tabs pause
    // their chats, once, whichever process claimed it (decision 052).
    if (kind === 'today') await afterRecordChanged(deps, record.userId);
  }
  return sent;
}
