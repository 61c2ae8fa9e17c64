import {
  type MentorListQuery,
  type MentorPage,
  mentorPageSchema,
} from '@mentorbridge/domain/api/mentors';
import type { AppContext } from '../../app-context.ts';
import { findDirectoryStanding } from './repository.ts';
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
 * depends on who looks only through blocks, so everyone in no block, either way, sees the same
 * pages; anyone else is read afresh. Each request first reads the directory's version, which
 * the database moves with every change to what the directory shows; when it has moved, every
 * kept page goes.
 */
export function directoryWithKeptPages(deps: Pick<AppContext, 'db'>) {
  let keptVersion: number | null = null;
  const pages = new Map<string, DirectoryAnswer>();

  return async function findMentorsFor(
    query: MentorListQuery,
    viewerId: string,
  ): Promise<DirectoryAnswer> {
    const { version, viewerHasBlocks } = await findDirectoryStanding(deps.db, viewerId);
    if (viewerHasBlocks) return { page: await findMentors(deps, query, viewerId), json: null };
    if (version !== keptVersion) {
      pages.clear();
      keptVersion = version;
    }
    const key = JSON.stringify([
      query.skill?.trim() ?? '',
      query.cursor ?? '',
      query.experience ?? '',
      query.goal ?? '',
      query.language ?? '',
      query.taking ?? '',
    ]);
    const kept = pages.get(key);
    if (kept) return kept;

    const page = await findMentors(deps, query, null);
    const answer = { page, json: JSON.stringify(mentorPageSchema.parse(page)) };
    // Read after `version`, the page is at least that new. If another request has seen the
    // version move meanwhile, the page may be older than the pages now kept: it is not kept.
    if (keptVersion === version) {
      if (pages.size >= MAX_KEPT_PAGES) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, answer);
    }
    return answer;
  };
}
