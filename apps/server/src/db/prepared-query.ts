import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { type DirectSqlite, directSqliteOf } from './direct-sqlite.ts';
import { runAsNamedStatement } from './named-statements.ts';
import type { Database } from './schema.ts';

/** Stands where a value goes while a prepared query is built, so its compiled form shows where. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Places the value of the argument `name` in a prepared query. */
export type Argument<Args> = <Name extends keyof Args & string>(name: Name) => Args[Name];

/** One parameter of the compiled query: an argument of each run, or a value fixed when built. */
type Slot = { argument: string } | { fixed: unknown };

/** A query built and compiled once per database, run with new values each time. */
export interface PreparedQuery<Args, Row> {
  (db: Kysely<Database>, args: Args): Promise<Row[]>;
  /**
   * Runs it at once on SQLite's own connection, for a caller that holds that connection in a
   * transaction of its own (a group of chat messages); `db` is the database it belongs to.
   */
  now(db: Kysely<Database>, direct: DirectSqlite, args: Args): Row[];
}

/**
 * A query that is built and compiled once for each database, then run with new values. Kysely
 * builds and compiles a query on every call; on the hot paths (every signed-in request, every
 * chat message) that cost as much as SQLite running it (decision 023's profiles). `build` places
 * each value with `argument(name)` and never sees the values, so it cannot branch on them; a
 * query whose shape depends on its values (a list of varying length, an optional filter) stays
 * an ordinary Kysely query. The arguments' types come from `argument`'s annotation in `build`.
 * On SQLite it runs on the connection at once when no transaction holds it (decision 035).
 */
export function preparedQuery<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, argument: Argument<Args>) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  // Per dialect, because each writes its own SQL. The key is the dialect's adapter, which a
  // database shares with its transactions, so a query run in a transaction (a group of chat
  // messages) is compiled once too. A database with plugins rewrites queries: it is its own key.
  const prepared = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: Slot[] }>();
  const keyOf = (db: Kysely<Database>) => {
    const executor = db.getExecutor();
    return executor.plugins.length === 0 ? executor.adapter : db;
  };

  function prepare(db: Kysely<Database>) {
    const placed = new Set<string>();
    const compiled = build(db, (name) => {
      placed.add(name);
      // Only the compiled query ever holds the placeholder, and each run replaces it.
      return new Placeholder(name) as unknown as Args[typeof name];
    }).compile();
    runAsNamedStatement(compiled.sql);
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

  function withValues(db: Kysely<Database>, args: Args) {
    const key = keyOf(db);
    let query = prepared.get(key);
    if (!query) {
      query = prepare(db);
      prepared.set(key, query);
    }
    const parameters = query.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.fixed,
    );
    return { compiled: query.compiled, parameters };
  }

  function now(db: Kysely<Database>, direct: DirectSqlite, args: Args): Row[] {
    const { compiled, parameters } = withValues(db, args);
    const statement = direct.prepare(compiled.sql);
    // As Kysely's SQLite driver reads a result: rows from a statement that returns any.
    if (statement.reader) return statement.all(parameters) as Row[];
    statement.run(parameters);
    return [];
  }

  return Object.assign(
    async (db: Kysely<Database>, args: Args) => {
      const direct = directSqliteOf(db);
      if (direct) return now(db, direct, args);
      const { compiled, parameters } = withValues(db, args);
      const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
      return rows;
    },
    { now },
  );
}
