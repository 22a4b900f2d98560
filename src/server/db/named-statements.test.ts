import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../testing/kit';
import { executeNamed } from './execute-named';
import { namedStatements } from './pglite-statements';

// A statement the code names is parsed once and bound by name on both databases (node-postgres on
// PostgreSQL, pglite-statements.ts on PGlite); it must answer exactly what the unnamed one does.

const things = pgTable('named_things', {
  id: integer().primaryKey(),
  seenAt: timestamp({ withTimezone: true }),
  tags: text().array(),
  doc: jsonb(),
  amount: numeric(),
});

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
  await kit.database.executeSql(
    `create table named_things (id int primary key, seen_at timestamptz, tags text[], doc jsonb, amount numeric);
     insert into named_things values
       (1, '2026-11-27 10:00:00+00', '{a,"b c"}', '{"k": [1, 2]}', 12.50),
       (2, null, null, null, null);`,
  );
});
afterAll(() => kit.close());

const onPglite = !process.env.TEST_DATABASE_URL;

function byId() {
  return kit.database.db
    .select()
    .from(things)
    .where(eq(things.id, sql.placeholder('id')))
    .prepare('named_things_by_id');
}

async function preparedNames(): Promise<string[]> {
  const { rows } = await kit.database.executeSql('select name from pg_prepared_statements');
  return rows.map((row) => String(row.name));
}

/** The database's error code of a failed statement, however the driver wraps it. */
async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as { code?: string; cause?: { code?: string } } | null;
  return error?.cause?.code ?? error?.code;
}

describe('named statements', () => {
  it('answer the same rows and types as the statement run unnamed', async () => {
    const named = byId();
    const unnamed = (id: number) => kit.database.db.select().from(things).where(eq(things.id, id));
    for (const id of [1, 2, 1]) {
      expect(await named.execute({ id })).toEqual(await unnamed(id));
    }
    const [row] = await named.execute({ id: 1 });
    expect(row).toEqual({
      id: 1,
      seenAt: new Date('2026-11-27T10:00:00Z'),
      tags: ['a', 'b c'],
      doc: { k: [1, 2] },
      amount: '12.50',
    });
    expect(await named.execute({ id: 3 })).toEqual([]);
  });

  it.runIf(onPglite)('are prepared once on PGlite, where unnamed statements are not', async () => {
    await byId().execute({ id: 1 });
    await kit.database.db.select().from(things).where(eq(things.id, 2));
    const names = await preparedNames();
    expect(names).toContain('named_things_by_id');
    expect(names.filter((name) => name === 'named_things_by_id')).toHaveLength(1);
    expect(names.some((name) => name === '')).toBe(false);
  });

  it('report a failed statement and keep working after it', async () => {
    const insert = kit.database.db
      .insert(things)
      .values({ id: sql.placeholder('id'), tags: sql.placeholder('tags') })
      .prepare('named_things_insert');
    await insert.execute({ id: 10, tags: ['x'] });
    expect(await codeOf(insert.execute({ id: 10, tags: ['y'] }))).toBe('23505');
    await kit.database.executeSql(
      'insert into named_things (id, tags) values ($1, $2)',
      [11, null],
      {
        name: 'named_things_insert_raw',
      },
    );
    const [row] = await byId().execute({ id: 11 });
    expect(row.tags).toBeNull();
    expect((await byId().execute({ id: 10 }))[0].tags).toEqual(['x']);
  });

  it('run by name through executeSql, with values', async () => {
    const text = 'select id, tags from named_things where id = any($1::int[]) order by id';
    const run = () => kit.database.executeSql(text, [[1, 2]], { name: 'named_things_any' });
    expect((await run()).rows).toEqual([
      { id: 1, tags: ['a', 'b c'] },
      { id: 2, tags: null },
    ]);
    expect((await run()).rows).toHaveLength(2);
    if (onPglite) expect(await preparedNames()).toContain('named_things_any');
  });

  it('run a statement built with sql by a name made of its text', async () => {
    const byTag = (tag: string) =>
      sql`select ${things.id} from ${things} where ${tag} = any(${things.tags}) order by 1`;
    const named = await executeNamed(kit.database.db, 'named_things_tag', byTag('a'));
    expect(named.rows).toEqual([{ id: 1 }]);
    expect((await executeNamed(kit.database.db, 'named_things_tag', byTag('nope'))).rows).toEqual(
      [],
    );
    const other = sql`select ${things.id} from ${things} where ${things.id} = ${2}`;
    expect((await executeNamed(kit.database.db, 'named_things_tag', other)).rows).toEqual([
      { id: 2 },
    ]);
    if (onPglite) {
      const names = (await preparedNames()).filter((name) => name.startsWith('named_things_tag_'));
      expect(names).toHaveLength(2);
    }
  });

  it.runIf(onPglite)('refuse one name for two texts, and one text for two names', async () => {
    const pglite = kit.database.pglite!;
    const statements = namedStatements(pglite);
    statements.name('select $1::int as n', 'one');
    expect(() => statements.name('select $1::int + 1 as n', 'one')).toThrow(/one name, one text/);
    expect(() => statements.name('select $1::int as n', 'two')).toThrow(/one name, one text/);
    expect((await statements.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([
      { n: 7 },
    ]);
  });
});
