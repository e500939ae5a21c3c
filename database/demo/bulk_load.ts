/*
| The demo's history is a bulk load, done the way PostgreSQL's "Populating a
| Database" advises: the secondary indexes of the tables written are dropped
| for the load and built again after it (one sort each instead of a quarter of
| a million index insertions), and where the role may (a superuser: the
| embedded database, a development server) the foreign keys' per-row triggers
| are paused for this transaction only (session_replication_role). On the
| embedded database these two were most of the seed's time. The database
| keeps the last word: building a unique index again checks it, and every
| single-column foreign key of the tables written is verified at once, one
| anti-join per key; a dangling reference fails the seed and rolls it back.
| Last, as the same guide advises, the tables are ANALYZEd: without their
| statistics the planner took closing one order (its sales totals) for a scan
| of the year's lines, 300–600 ms instead of a few, until autovacuum came by.
*/
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

type ForeignKey = { child: string; column: string; parent: string; key: string; name: string }

export async function bulkLoad<T>(
  client: QueryClientContract,
  tables: string[],
  work: () => Promise<T>
) {
  const { rows: indexes } = await client.rawQuery(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY(?::text[]) AND pg_table_is_visible(t.oid)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [tables] as unknown as string[]
  )
  for (const index of indexes) await client.rawQuery(`DROP INDEX "${index.name}"`)
  const setting = await client.rawQuery(`SELECT current_setting('is_superuser') AS value`)
  const paused = setting.rows[0]?.value === 'on'
  if (paused) await client.rawQuery('SET LOCAL session_replication_role = replica')
  let result: T
  try {
    result = await work()
  } finally {
    if (paused) await client.rawQuery('SET LOCAL session_replication_role = origin')
  }
  for (const index of indexes) await client.rawQuery(index.definition)
  if (paused) await assertReferences(client, tables)
  await client.rawQuery(`ANALYZE ${tables.map((table) => `"${table}"`).join(', ')}`)
  return result
}

/** Throws on the first row of `tables` whose foreign key names a row that does not exist. */
export async function assertReferences(client: QueryClientContract, tables: string[]) {
  const { rows } = await client.rawQuery(
    `SELECT c.conname AS name, child.relname AS child, a.attname AS column,
            parent.relname AS parent, pa.attname AS key
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
        AND child.relname = ANY(?::text[]) AND pg_table_is_visible(child.oid)
      ORDER BY child.relname, a.attname`,
    [tables] as unknown as string[]
  )
  for (const fk of rows as ForeignKey[]) {
    const dangling = await client.rawQuery(
      `SELECT c."${fk.column}" AS value FROM "${fk.child}" c
        WHERE c."${fk.column}" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "${fk.parent}" p WHERE p."${fk.key}" = c."${fk.column}")
        LIMIT 1`
    )
    if (dangling.rows.length)
      throw new Error(
        `${fk.child}.${fk.column} = ${dangling.rows[0].value} names no ${fk.parent} (${fk.name})`
      )
  }
}
