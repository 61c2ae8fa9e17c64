import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findAllStoryBits, findStoryBitsVersion } from './story-bits-repository.ts';
import { type StoryBits, storyBitsOf } from './story-bits.ts';

interface Kept {
  version: number;
  bits: Promise<StoryBits>;
}

/** Per database handle, so each app (and each test's app) keeps its own. */
const keptByDatabase = new WeakMap<Kysely<Database>, Kept>();

/**
 * Every mentor's story bits, kept in this process between requests and read again when their
 * version has moved (decision 037): a story saved or a mentor gone. Requests that find the same
 * new version share one read. The version is read before the bits, so bits read under an older
 * version are at least that new, and a change during the read moves the version past them.
 */
export async function keptStoryBits(db: Kysely<Database>): Promise<StoryBits> {
  const version = await findStoryBitsVersion(db);
  const kept = keptByDatabase.get(db);
  // Bits kept under a newer version (read by a request that started later) are newer still.
  if (kept && kept.version >= version) return kept.bits;
  const bits = findAllStoryBits(db).then(storyBitsOf);
  keptByDatabase.set(db, { version, bits });
  // A failed read is not kept: the next request tries again.
  bits.catch(() => {
    if (keptByDatabase.get(db)?.bits === bits) keptByDatabase.delete(db);
  });
  return bits;
}
