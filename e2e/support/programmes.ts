import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A programme made by a coordinator (whose browser's `request` this is) in their school, open
 * around the clock (a journey runs at any hour and is not about contact hours), keeping its
 * pupils to its mentors; `settings` changes the rest. Answers its class code and mentor code,
 * 30 uses each for a month, nobody to approve.
 */
export async function programmeWithCodes(
  request: APIRequestContext,
  settings: Record<string, unknown> = {},
) {
  const { organisations } = (await (await request.get('/api/programmes')).json()) as {
    organisations: { id: string }[];
  };
  const made = await request.post(`/api/organisations/${organisations[0]?.id ?? ''}/programmes`, {
    data: {
      name: 'Year 10 mentoring',
      startsOn: '2027-01-11',
      endsOn: '2027-07-16',
      timeZone: 'Europe/London',
      minAge: 13,
      maxAge: 17,
      pupilsSeeOnlyItsMentors: true,
      coordinatorApprovesMatches: true,
      contactFrom: '00:00',
      contactUntil: '24:00',
      ...settings,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const codeFor = async (role: 'pupil' | 'mentor') => {
    const answer = await request.post(`/api/programmes/${id}/codes`, {
      data: {
        role,
        expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        maxUses: 30,
        approvalRequired: false,
      },
    });
    return ((await answer.json()) as { code: string }).code;
  };
  return { classCode: await codeFor('pupil'), mentorCode: await codeFor('mentor') };
}
