import { type Kysely, sql } from 'kysely';
import { type Argument, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { keptByProgramme } from '../../lib/programme-keeping-repository.ts';
import { blockedBy, blockersOf } from '../../lib/standing-repository.ts';

const directoryStanding = preparedQuery((db, argument: Argument<{ viewerId: string }>) =>
  db
    .selectFrom('directory_version')
    .select((eb) => [
      'version',
      eb
        .or([
          eb.exists(blockedBy(db, argument('viewerId'))),
          eb.exists(blockersOf(db, argument('viewerId'))),
        ])
        .as('has_blocks'),
      keptByProgramme(sql.val(argument('viewerId'))).as('kept_by_programme'),
    ])
    .where('id', '=', 1),
);

/**
 * The directory's version (it moves with every change to what the directory shows: decision
 * 028) and whether the viewer is part of any block, either way; one prepared query, asked by
 * every directory request before anything else.
 */
export async function findDirectoryStanding(
  db: Kysely<Database>,
  viewerId: string,
): Promise<{ version: number; viewerHasBlocks: boolean; viewerKeptByProgramme: boolean }> {
  const [row] = await directoryStanding(db, { viewerId });
  if (!row) throw new Error('directory_version has no row: the migrations did not run');
  return {
    version: Number(row.version),
    viewerHasBlocks: Boolean(row.has_blocks),
    viewerKeptByProgramme: Boolean(row.kept_by_programme),
  };
}
