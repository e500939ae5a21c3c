import vine from '@vinejs/vine'
import { newPassword } from '#validators/identity/password_rules'
import { fullName, uniqueEmail } from '#validators/identity/users'

export const updateProfileValidator = vine.withMetaData<{ userId: number }>().create({
  full_name: fullName(),
  email: uniqueEmail(),
})

export const updatePasswordValidator = vine.create({
  current_password: vine.string().maxLength(255),
  password: newPassword(),
})

export const deleteAccountValidator = vine.create({ password: vine.string().maxLength(255) })

export const confirmTwoFactorValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
})
