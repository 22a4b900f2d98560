import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import type { PgSession } from 'drizzle-orm/pg-core';

const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { paramTypes: number[]; rowDescription: BackendMessage[] };

/** The named statements of one PGlite client. */
export type NamedStatements = {
  /** From now on, `text` runs as the prepared statement `name` (one text per name). */
  name(text: string, name: string): void;
  query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

/**
 * Named statements on PGlite, as node-postgres runs them on PostgreSQL: the few statements the
 * code names (Drizzle's `.prepare(name)`, `executeSql` with a name) are parsed once and then
 * bound by name, so PostgreSQL may keep their plan. PGlite's own `query` parses and plans every
 * call, with six protocol messages through the WebAssembly: a lookup by key took 0.16 ms that way
 * and 0.06 ms bound by name. Every other statement keeps PGlite's `query` and is planned with its
 * values, which the search statements need (docs/architecture.md, Data).
 */
export function namedStatements(client: PGlite): NamedStatements {
  const names = new Map<string, string>();
  const texts = new Map<string, string>();
  const prepared = new Map<string, Statement>();
  const plainQuery = client.query.bind(client);
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(name: string, text: string, options?: QueryOptions): Promise<Statement> {
    const described = await send(
      Buffer.concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = {
      paramTypes: parse.parseDescribeStatementResults(described),
      // What each execution answers: given to parseResults with the rows, not asked for again.
      rowDescription: described.filter((message) => message.name === 'rowDescription'),
    };
    prepared.set(name, statement);
    return statement;
  }

  // PGlite's own query with the statement's name in place of the unnamed one, its messages sent
  // in one buffer (one trip into the WebAssembly) and the row description kept from the prepare.
  async function runNamed<T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ) {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = prepared.get(name) ?? (await prepare(name, text, options));
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const type = statement.paramTypes[i];
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(param) : String(param);
        });
        let answered: BackendMessage[];
        try {
          answered = await send(
            Buffer.concat([
              serialize.bind({ statement: name, values }),
              serialize.execute({}),
              serialize.sync(),
            ]),
          );
        } catch (error) {
          Object.assign(error as object, { query: text, params });
          throw error;
        }
        if (!client.isInTransaction()) await client.syncToFs();
        const results = [...statement.rowDescription, ...answered];
        return parse.parseResults(results, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  const statements: NamedStatements = {
    name(text, name) {
      if ((names.get(text) ?? name) !== name || (texts.get(name) ?? text) !== text) {
        throw new Error(`statement ${name}: one name, one text`);
      }
      names.set(text, name);
      texts.set(name, text);
    },
    query<T>(text: string, params: unknown[], options?: QueryOptions) {
      const name = names.get(text);
      return name === undefined
        ? plainQuery<T>(text, params, options)
        : runNamed<T>(name, text, params, options);
    },
  };
  // Drizzle runs every statement through the client's `query`: named texts take the named path.
  client.query = ((text: string, params: unknown[] = [], options?: QueryOptions) =>
    statements.query(text, params, options)) as PGlite['query'];
  return statements;
}

/** Names each statement Drizzle prepares with a name (`.prepare(name)`) on `statements`. */
export function nameDrizzleStatements(
  session: Pick<PgSession, 'prepareQuery'>,
  statements: NamedStatements,
): void {
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    if (name) statements.name(query.sql, name);
    return prepareQuery(query, fields, name, ...rest);
  };
}
