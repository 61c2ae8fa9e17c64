import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Stands where a value goes while a prepared query is built, so its compiled form shows where. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Places the value of the argument `name` in a prepared query. */
export type Argument<Args> = <Name extends keyof Args & string>(name: Name) => Args[Name];

/** One parameter of the compiled query: an argument of each run, or a value fixed when built. */
type Slot = { argument: string } | { fixed: unknown };

/**
 * A query that is built and compiled once for each database, then run with new values. Kysely
 * builds and compiles a query on every call; on the hot paths (every signed-in request, every
 * chat message) that cost as much as SQLite running it (issue 8's profiles). `build` places
 * each value with `argument(name)` and never sees the values, so it cannot branch on them; a
 * query whose shape depends on its values (a list of varying length, an optional filter) stays
 * an ordinary Kysely query. The arguments' types come from `argument`'s annotation in `build`.
 */
export function preparedQuery<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, argument: Argument<Args>) => Compilable<Row>,
): (db: Kysely<Database>, args: Args) => Promise<Row[]> {
  // Per database, because each dialect writes its own SQL. A transaction is a database of its
  // own here: its runs are correct, only not faster.
  const prepared = new WeakMap<Kysely<Database>, { compiled: CompiledQuery<Row>; slots: Slot[] }>();

  function prepare(db: Kysely<Database>) {
    const placed = new Set<string>();
    const compiled = build(db, (name) => {
      placed.add(name);
      // Only the compiled query ever holds the placeholder, and each run replaces it.
      return new Placeholder(name) as unknown as Args[typeof name];
    }).compile();
    const slots: Slot[] = compiled.parameters.map((parameter) =>
      parameter instanceof Placeholder ? { argument: parameter.name } : { fixed: parameter },
    );
    for (const name of placed) {
      if (!slots.some((slot) => 'argument' in slot && slot.argument === name)) {
        throw new Error(`prepared query: "${name}" was placed but is not a parameter of the SQL`);
      }
    }
    return { compiled, slots };
  }

  return async (db, args) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    const parameters = query.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.fixed,
    );
    const { rows } = await db.executeQuery<Row>({ ...query.compiled, parameters });
    return rows;
  };
}
