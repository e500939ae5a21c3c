import vine from '@vinejs/vine'
import { dictionary } from '@zxcvbn-ts/language-common'
import type { FieldContext } from '@vinejs/vine/types'

export const MIN_PASSWORD_LENGTH = 12
const COMMON_PASSWORD_COUNT = 10_000

/* The 10,000 most common passwords, from a frequency-ordered list shipped with zxcvbn-ts. */
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[])
    .slice(0, COMMON_PASSWORD_COUNT)
    .map((word) => word.toLowerCase())
)

export function isCommonPassword(value: string) {
  return commonPasswords.has(value.toLowerCase())
}

const notCommon = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && isCommonPassword(value)) {
    field.report(
      'This password is too common. Choose one that is harder to guess.',
      'password.common',
      field
    )
  }
})

/** A new password: at least 12 characters, not among the most common ones, confirmed. */
export function newPassword() {
  return vine.string().minLength(MIN_PASSWORD_LENGTH).maxLength(255).use(notCommon()).confirmed()
}
