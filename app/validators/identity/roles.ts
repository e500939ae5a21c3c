import vine from '@vinejs/vine'

const name = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(60)
    .unique({
      table: 'roles',
      column: 'name',
      filter: (query, _value, field) => {
        if (field.meta.roleId) query.whereNot('id', field.meta.roleId)
      },
    })

const fields = {
  name: name(),
  description: vine.string().trim().maxLength(255).optional(),
  permissions: vine.array(vine.string().trim().maxLength(120)).distinct().optional(),
}

export const createRoleValidator = vine.create(fields)

export const updateRoleValidator = vine.withMetaData<{ roleId: number }>().create(fields)
