import vine from '@vinejs/vine'
import { newPassword } from '#validators/identity/password_rules'

const email = () => vine.string().trim().email().maxLength(254)

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(255),
  remember: vine.boolean().optional(),
})

export const registerValidator = vine.create({
  full_name: vine.string().trim().minLength(1).maxLength(120),
  email: email().unique({ table: 'users', column: 'email' }),
  password: newPassword(),
})

export const forgotPasswordValidator = vine.create({ email: email() })

export const resetPasswordValidator = vine.create({
  token: vine.string().fixedLength(64),
  email: email(),
  password: newPassword(),
})

export const confirmPasswordValidator = vine.create({ password: vine.string().maxLength(255) })

export const twoFactorChallengeValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional()
    .requiredIfMissing('recovery_code'),
  recovery_code: vine.string().trim().maxLength(64).optional(),
})
