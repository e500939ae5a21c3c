import vine from '@vinejs/vine'
import { newPassword } from '#validators/identity/password_rules'

export const updateProfileValidator = vine.withMetaData<{ userId: number }>().create({
  full_name: vine.string().trim().minLength(1).maxLength(120),
  email: vine
    .string()
    .trim()
    .email()
    .maxLength(254)
    .unique({
      table: 'users',
      column: 'email',
      filter: (query, _value, field) => {
        query.whereNot('id', field.meta.userId)
      },
    }),
})

export const updatePasswordValidator = vine.create({
  current_password: vine.string().maxLength(255),
  password: newPassword(),
})

export const deleteAccountValidator = vine.create({ password: vine.string().maxLength(255) })

export const confirmTwoFactorValidator = vine.create({ code: vine.string().trim().regex(/^\d{6}$/) })
