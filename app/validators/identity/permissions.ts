import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/* `<area>.<resource>.<action>`: the database holds the same check constraint. */
export const PERMISSION_NAME = /^[a-z_]+(\.[a-z_]+){1,3}$/
const MAX_AREA_LENGTH = 40

const permissionName = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!PERMISSION_NAME.test(value) || value.split('.')[0].length > MAX_AREA_LENGTH) {
      field.report(
        'The name must look like area.resource.action, in lowercase letters and underscores.',
        'permission_name',
        field
      )
    }
  }
)

const name = () =>
  vine
    .string()
    .trim()
    .maxLength(120)
    .use(permissionName())
    .unique({
      table: 'permissions',
      column: 'name',
      filter: (query, _value, field) => {
        if (field.meta.permissionId) query.whereNot('id', field.meta.permissionId)
      },
    })

const fields = {
  name: name(),
  description: vine.string().trim().maxLength(255).optional(),
}

export const createPermissionValidator = vine.create(fields)

export const updatePermissionValidator = vine
  .withMetaData<{ permissionId: number }>()
  .create(fields)
