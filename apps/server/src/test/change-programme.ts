import { expect } from 'vitest';
import type { ProgrammeBody, ProgrammesConsole } from '@mentorbridge/domain/api/programmes';
import type { programmesWorld } from './programmes-world.ts';
import { json } from './test-app.ts';

/**
 * Tess changes some of her programme's settings through the console, keeping the rest as they
 * are (programme-with-people.ts makes the programme).
 */
export async function changeProgramme(
  { call }: Pick<ReturnType<typeof programmesWorld>, 'call'>,
  programmeId: string,
  change: Partial<ProgrammeBody>,
): Promise<void> {
  const { organisations } = json<ProgrammesConsole>(await call('tess', 'GET', '/api/programmes'));
  const programme = organisations[0]?.programmes.find((each) => each.id === programmeId);
  if (!programme) throw new Error('the programme is gone');
  const { id: _id, organisationId, createdAt, updatedAt, ...settings } = programme;
  void [_id, organisationId, createdAt, updatedAt];
  const changed = await call('tess', 'PUT', `/api/programmes/${programmeId}`, {
    ...settings,
    ...change,
  });
  expect(changed.statusCode).toBe(200);
}
