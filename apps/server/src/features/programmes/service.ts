import { randomUUID } from 'node:crypto';
import type {
  Coordinator,
  Programme,
  ProgrammeBody,
  ProgrammesConsole,
} from '@mentorbridge/domain/api/programmes';
import {
  COORDINATOR_MIN_AGE,
  programmeProblems,
  tidyName,
} from '@mentorbridge/domain/programme-rules';
import { normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { type Actor, programmeOfCoordinator } from './access.ts';
import { findProgrammeKeeping } from './keeping-repository.ts';
import { describeProgrammeChanges } from './programme-changes.ts';
import {
  coordinatesSome,
  deleteCoordinatorUnlessLast,
  findCoordinatorCandidate,
  insertCoordinator,
  insertProgramme,
  isCoordinatorOf,
  listCoordinatedOrganisations,
  listCoordinators,
  listProgrammes,
  updateProgramme,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/**
 * Another organisation's programme is answered as if it did not exist (decision 058): a
 * coordinator learns nothing of a school that is not theirs, not even that it is there.
 */
const organisationNotFound = () => new ApiError(404, 'not_found', msg.organisationNotFound);

async function requireCoordinatorOf(deps: Deps, actor: Actor, organisationId: string) {
  if (!(await isCoordinatorOf(deps.db, actor.id, organisationId))) throw organisationNotFound();
}

/** The programme that keeps a pupil to its mentors, by name: All Mentors says so. */
export async function programmeKeeping(
  deps: Pick<Deps, 'db'>,
  pupilId: string,
): Promise<string | null> {
  return (await findProgrammeKeeping(deps.db, pupilId)) ?? null;
}

/** Whether the user coordinates any organisation: the session says so, for the menu. */
export async function coordinatesAny(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  return coordinatesSome(deps.db, userId);
}

/** The console's first view: every organisation the user coordinates, with its programmes. */
export async function programmesConsole(deps: Deps, actor: Actor): Promise<ProgrammesConsole> {
  const organisations = await listCoordinatedOrganisations(deps.db, actor.id);
  if (organisations.length === 0) {
    throw new ApiError(403, 'coordinators_only', msg.coordinatorsOnly);
  }
  const ids = organisations.map((organisation) => organisation.id);
  const [coordinators, programmes] = await Promise.all([
    listCoordinators(deps.db, ids),
    listProgrammes(deps.db, ids),
  ]);
  return {
    organisations: organisations.map(({ id, name }) => ({
      id,
      name,
      coordinators: coordinators
        .filter((coordinator) => coordinator.organisationId === id)
        .map(({ organisationId: _, ...coordinator }) => coordinator),
      programmes: programmes.filter((programme) => programme.organisationId === id),
    })),
  };
}

function checkedSettings(body: ProgrammeBody): ProgrammeBody {
  const settings = { ...body, name: tidyName(body.name) };
  const problems = programmeProblems(settings);
  if (problems.length > 0) throw new ApiError(400, 'invalid_programme', problems.join(' '));
  return settings;
}

export async function createProgramme(
  deps: Deps,
  actor: Actor,
  organisationId: string,
  body: ProgrammeBody,
): Promise<Programme> {
  await requireCoordinatorOf(deps, actor, organisationId);
  const settings = checkedSettings(body);
  const id = randomUUID();
  const now = deps.clock.now();
  await insertProgramme(
    deps.db,
    { id, organisationId, settings, now },
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'created a programme',
      subject: `programme ${id}`,
      reason: '',
      changes: describeProgrammeChanges(null, settings),
      now,
    },
  );
  return { ...settings, id, organisationId, createdAt: now, updatedAt: now };
}

export async function changeProgramme(
  deps: Deps,
  actor: Actor,
  programmeId: string,
  body: ProgrammeBody,
): Promise<Programme> {
  const programme = await programmeOfCoordinator(deps, actor, programmeId);
  const settings = checkedSettings(body);
  const changes = describeProgrammeChanges(programme, settings);
  if (changes === null) return programme;
  const now = deps.clock.now();
  await updateProgramme(
    deps.db,
    { programmeId, settings, now },
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'changed a programme',
      subject: `programme ${programmeId}`,
      reason: '',
      changes,
      now,
    },
  );
  return { ...programme, ...settings, updatedAt: now };
}

/** Makes another verified adult account a coordinator of the organisation. */
export async function addCoordinator(
  deps: Deps,
  actor: Actor,
  organisationId: string,
  email: string,
): Promise<Coordinator> {
  await requireCoordinatorOf(deps, actor, organisationId);
  const candidate = await findCoordinatorCandidate(deps.db, normalizeEmail(email));
  if (!candidate?.verified || candidate.age < COORDINATOR_MIN_AGE) {
    throw new ApiError(400, 'invalid_coordinator', msg.coordinatorCandidateMissing);
  }
  const now = deps.clock.now();
  const added = await insertCoordinator(
    deps.db,
    { organisationId, userId: candidate.id, now },
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'made a coordinator',
      subject: `organisation ${organisationId}, user ${candidate.id}`,
      reason: '',
      now,
    },
  );
  if (!added) throw new ApiError(409, 'invalid_coordinator', msg.coordinatorAlready);
  return {
    userId: candidate.id,
    fullName: candidate.fullName,
    email: candidate.email,
    addedAt: now,
  };
}

/** Removes a coordinator (the user themselves too), never the organisation's last. */
export async function removeCoordinator(
  deps: Deps,
  actor: Actor,
  organisationId: string,
  userId: string,
): Promise<void> {
  await requireCoordinatorOf(deps, actor, organisationId);
  const now = deps.clock.now();
  const outcome = await deleteCoordinatorUnlessLast(deps.db, organisationId, userId, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'removed a coordinator',
    subject: `organisation ${organisationId}, user ${userId}`,
    reason: '',
    now,
  });
  if (outcome === 'not a coordinator') {
    throw new ApiError(404, 'not_found', msg.coordinatorNotFound);
  }
  if (outcome === 'last') throw new ApiError(409, 'invalid_coordinator', msg.coordinatorIsLast);
}

/** A class or mentor code given at sign-up: checked first, then joined with the new account. */
export { joinByUsableCode, usableCode } from './joining.ts';
/** The programmes someone is in or waits for: their own page, and their copy of their data. */
export { myProgrammes } from './membership.ts';
/** The server's operator makes an organisation and its first coordinator (org:create). */
export { makeOrganisation } from './organisations.ts';
/** The demo seed's codes and members, written as a coordinator's code and a joining are. */
export { insertCode, insertMember } from './membership-repository.ts';
