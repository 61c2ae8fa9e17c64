import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  COORDINATOR_MIN_AGE,
  ORGANISATION_NAME_MAX,
  tidyName,
} from '@mentorbridge/domain/programme-rules';
import { normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import type { Database } from '../../db/schema.ts';
import {
  findCoordinatorCandidate,
  findOrganisationByName,
  insertCoordinator,
  insertOrganisation,
} from './repository.ts';

/**
 * Makes an organisation and its first coordinator: the only way one is made (decision 058), by
 * the server's operator, as a safeguarding lead is. The coordinator's account must exist, be
 * verified, and be an adult's. Nothing is written when anything is wrong. Run again for an
 * organisation whose coordinators have all gone, it makes the account its coordinator.
 */
export async function makeOrganisation(
  db: Kysely<Database>,
  name: string,
  coordinatorEmail: string,
  now = Date.now(),
): Promise<{ ok: boolean; outcome: string }> {
  const shownName = tidyName(name);
  if (shownName.length === 0) return { ok: false, outcome: 'give the organisation a name' };
  if (shownName.length > ORGANISATION_NAME_MAX) {
    return { ok: false, outcome: `a name can be at most ${ORGANISATION_NAME_MAX} characters` };
  }
  const coordinator = await findCoordinatorCandidate(db, normalizeEmail(coordinatorEmail));
  if (!coordinator) {
    return {
      ok: false,
      outcome: 'no account has this address: the coordinator signs up and verifies it first',
    };
  }
  if (!coordinator.verified) return { ok: false, outcome: 'the address is not verified yet' };
  if (coordinator.age < COORDINATOR_MIN_AGE) {
    return {
      ok: false,
      outcome: `a coordinator is an adult: the account must be ${COORDINATOR_MIN_AGE} or over`,
    };
  }
  const operator = { actorId: 'operator', actorEmail: "the server's operator", reason: '', now };
  // Its last coordinator deleted their account: the operator gives it a new one the same way.
  const existing = await findOrganisationByName(db, shownName);
  if (existing && Number(existing.coordinators) === 0) {
    await insertCoordinator(
      db,
      { organisationId: existing.id, userId: coordinator.id, now },
      {
        ...operator,
        action: 'made a coordinator',
        subject: `organisation ${existing.id}, user ${coordinator.id}`,
      },
    );
    return { ok: true, outcome: 'the organisation had no coordinator left: made this one' };
  }
  const id = randomUUID();
  const made = await insertOrganisation(
    db,
    { id, name: shownName, coordinatorId: coordinator.id, now },
    {
      ...operator,
      action: 'made an organisation',
      subject: `organisation ${id}, user ${coordinator.id}`,
      changes: `name none -> ${shownName}; first coordinator ${coordinator.email}`,
    },
  );
  return made
    ? { ok: true, outcome: 'made the organisation, with its first coordinator' }
    : { ok: false, outcome: 'an organisation of this name exists already' };
}
