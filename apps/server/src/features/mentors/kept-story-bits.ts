import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  findAllStoryBits,
  findStoryBitsChanges,
  findStoryBitsOf,
  findStoryBitsVersion,
} from './story-bits-repository.ts';
import { StoryBits } from './story-bits.ts';

/**
 * Changed mentors read one by one at most; past this, reading every story is as quick. Also
 * under the number of values a statement may carry on either database.
 */
const MAX_CHANGED_READ = 2_000;

interface Kept {
  /** The change the bits include every change up to, once `bits` settles. */
  version: number;
  bits: Promise<StoryBits>;
}

/** Per database handle, so each app (and each test's app) keeps its own. */
const keptByDatabase = new WeakMap<Kysely<Database>, Kept>();

/** Every story's bits, read whole: at 100,000 mentors about a quarter of a second. */
async function readAll(db: Kysely<Database>): Promise<StoryBits> {
  return new StoryBits(await findAllStoryBits(db));
}

/**
 * The kept bits brought up to `upTo` by the numbered changes since `after`: only the mentors
 * changed are read again, and taken in all at once when read. When the log no longer holds every
 * change since (the sweep keeps its tail), or too many mentors changed, every story is read
 * instead.
 */
async function catchUp(
  db: Kysely<Database>,
  bits: StoryBits,
  { after, upTo }: { after: number; upTo: number },
): Promise<StoryBits> {
  const changes = await findStoryBitsChanges(db, { after, upTo });
  if (changes.length !== upTo - after) return readAll(db);
  const changed = new Set(changes);
  if (changed.size > MAX_CHANGED_READ) return readAll(db);
  bits.update(changed, await findStoryBitsOf(db, [...changed]));
  return bits;
}

/**
 * Every mentor's story bits, kept in this process between requests (decision 037). Each request
 * reads the number of the latest change; when it has moved, the mentors changed since are read
 * again, once for all the requests that find the same number, and one catch-up after another.
 * The number is read before the bits, so bits read under it include at least every change up to
 * it; a request may be given bits newer than the number it read, never older.
 */
export async function keptStoryBits(db: Kysely<Database>): Promise<StoryBits> {
  const version = await findStoryBitsVersion(db);
  const kept = keptByDatabase.get(db);
  // Bits kept under a later number (read by a request that started later) are newer still.
  if (kept && kept.version >= version) return kept.bits;
  const bits = kept
    ? kept.bits.then((old) => catchUp(db, old, { after: kept.version, upTo: version }))
    : readAll(db);
  keptByDatabase.set(db, { version, bits });
  // Bits that failed to read are not kept: the next request reads them whole.
  bits.catch(() => {
    if (keptByDatabase.get(db)?.bits === bits) keptByDatabase.delete(db);
  });
  return bits;
}
