import {
  type MentorListQuery,
  type MentorPage,
  mentorPageSchema,
} from '@mentorbridge/domain/api/mentors';
import type { AppContext } from '../../app-context.ts';
import { todayBy } from '../../lib/clock.ts';
import { findDirectoryStanding } from './directory-standing-repository.ts';
import { findMentors } from './service.ts';

/** Pages kept at once: a search makes a page per text typed, and the oldest goes first. */
const MAX_KEPT_PAGES = 500;

/**
 * A directory page, and when it is a kept one, its JSON: written once, the way the response
 * schema's serializer writes it, instead of again for every request that is given it.
 */
export interface DirectoryAnswer {
  page: MentorPage;
  json: string | null;
}

/**
 * The directory, with the pages most people see kept between requests (decision 028). A page
 * depends on who looks only through blocks, a programme that keeps them to its mentors
 * (decision 058) and whether they are under 18 (the safeguarding gate), so everyone in no block,
 * either way, and no such programme sees the pages of their side of 18; anyone else is read
 * afresh. Each request first reads the directory's version, which the database moves with
 * every change to what the directory shows; when it has moved, or the day has changed (a check
 * runs out on a day, with no write), every kept page goes.
 */
export function directoryWithKeptPages(deps: Pick<AppContext, 'db' | 'clock'>) {
  let keptVersion: number | null = null;
  let keptDay: string | null = null;
  const pages = new Map<string, DirectoryAnswer>();

  return async function findMentorsFor(
    query: MentorListQuery,
    viewer: { id: string; minor: boolean },
  ): Promise<DirectoryAnswer> {
    const today = todayBy(deps.clock);
    const { version, viewerHasBlocks, viewerKeptByProgramme } = await findDirectoryStanding(
      deps.db,
      viewer.id,
    );
    if (viewerHasBlocks || viewerKeptByProgramme) {
      return { page: await findMentors(deps, query, { ...viewer, today }), json: null };
    }
    if (version !== keptVersion || today !== keptDay) {
      pages.clear();
      keptVersion = version;
      keptDay = today;
    }
    const key = JSON.stringify([
      viewer.minor,
      query.skill?.trim() ?? '',
      query.cursor ?? '',
      query.experience ?? '',
      query.goal ?? '',
      query.language ?? '',
      query.taking ?? '',
    ]);
    const kept = pages.get(key);
    if (kept) return kept;

    const page = await findMentors(deps, query, { id: null, minor: viewer.minor, today });
    const answer = { page, json: JSON.stringify(mentorPageSchema.parse(page)) };
    // Read after `version`, the page is at least that new. If another request has seen the
    // version move meanwhile, the page may be older than the pages now kept: it is not kept.
    if (keptVersion === version && keptDay === today) {
      if (pages.size >= MAX_KEPT_PAGES) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, answer);
    }
    return answer;
  };
}
