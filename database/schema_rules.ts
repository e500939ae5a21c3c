import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/*
| The generator cannot see through citext (case-insensitive text) or Postgres
| arrays: citext columns are strings, text[] columns are string arrays.
*/
export default {
  columns: {
    email: { tsType: 'string', decorators: [{ name: '@column' }] },
  },
  tables: {
    roles: { columns: { name: { tsType: 'string', decorators: [{ name: '@column' }] } } },
    room_types: {
      columns: {
        code: { tsType: 'string', decorators: [{ name: '@column' }] },
        amenities: { tsType: 'string[]', decorators: [{ name: '@column' }] },
        /* The naming strategy would look for size_m_2. */
        size_m2: {
          tsType: 'string',
          decorators: [{ name: '@column', args: { columnName: 'size_m2' } }],
        },
      },
    },
    room_type_rate_rules: {
      columns: { weekdays: { tsType: 'number[]', decorators: [{ name: '@column' }] } },
    },
    invoices: {
      columns: { snapshot: { tsType: 'Record<string, any>', decorators: [{ name: '@column' }] } },
    },
    customers: { columns: { tags: { tsType: 'string[]', decorators: [{ name: '@column' }] } } },
    restaurant_tables: {
      columns: { name: { tsType: 'string', decorators: [{ name: '@column' }] } },
    },
    menu_categories: {
      columns: { name: { tsType: 'string', decorators: [{ name: '@column' }] } },
    },
    menu_items: { columns: { name: { tsType: 'string', decorators: [{ name: '@column' }] } } },
    menu_combos: { columns: { name: { tsType: 'string', decorators: [{ name: '@column' }] } } },
  },
} satisfies SchemaRules
