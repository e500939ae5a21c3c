import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/* The generator cannot see through citext (case-insensitive text): those columns are strings. */
export default {
  columns: {
    email: { tsType: 'string', decorators: [{ name: '@column' }] },
  },
  tables: {
    roles: { columns: { name: { tsType: 'string', decorators: [{ name: '@column' }] } } },
  },
} satisfies SchemaRules
