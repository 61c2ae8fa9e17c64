import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { dayText } from '@mentorbridge/domain/vetting-rules';
import type { MailCatcher } from '@mentorbridge/testing/mail-catcher';
import { sessionUserOf, verifiedUser } from './accounts.ts';
import { json } from './test-app.ts';

/**
 * A programme's matches for the authorization matrix: two mentors and three pupils let in by the
 * programme's codes; two matches the first mentor said yes to, waiting for a coordinator (one
 * to approve, one to refuse), and a pupil and a mentor with no request yet, to propose.
 */
export async function programmeMatchesFixture(
  app: FastifyInstance,
  mail: MailCatcher,
  { coordinator, programmeId }: { coordinator: string; programmeId: string },
) {
  const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const codeFor = async (role: 'pupil' | 'mentor') =>
    json<{ code: string }>(
      await inject(coordinator, 'POST', `/api/programmes/${programmeId}/codes`, {
        role,
        expiresOn: dayText(Date.now() + 30 * 86_400_000),
        maxUses: 30,
        approvalRequired: false,
      }),
    ).code;
  const codes = { pupil: await codeFor('pupil'), mentor: await codeFor('mentor') };
  const member = async (who: string, role: 'pupil' | 'mentor') => {
    const cookie = await verifiedUser(app, mail, {
      email: `matrix.programme.${who}@example.com`,
      password: 'quiet-river-1',
      ...(role === 'mentor' ? { age: 45, role: 'mentor' as const, skills: ['Law'] } : { age: 14 }),
    });
    const joined = await inject(cookie, 'POST', '/api/memberships', { code: codes[role] });
    expect(joined.statusCode).toBe(201);
    return { cookie, id: (await sessionUserOf(app, cookie)).id };
  };
  const mentor = await member('mentor', 'mentor');
  const spareMentor = await member('spare.mentor', 'mentor');
  const waiting: string[] = [];
  for (const who of ['first.pupil', 'second.pupil']) {
    const pupil = await member(who, 'pupil');
    expect(
      (await inject(pupil.cookie, 'POST', '/api/connections', { mentorId: mentor.id })).statusCode,
    ).toBe(201);
    const requestId = `${mentor.id}__${pupil.id}`;
    const accepted = await inject(mentor.cookie, 'POST', `/api/connections/${requestId}/accept`);
    expect(accepted.statusCode).toBe(204);
    waiting.push(requestId);
  }
  const sparePupil = await member('spare.pupil', 'pupil');
  return {
    toApprove: waiting[0] ?? '',
    toRefuse: waiting[1] ?? '',
    proposal: { pupilId: sparePupil.id, mentorId: spareMentor.id },
  };
}
