import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { isQuantity, parseQuantity } from '#services/quantity'
import { t } from '#services/i18n'
import { hasControlCharacter, MAX_CENTS, maxAmount } from '#validators/fields'

/*
| The field shapes every inventory form shares, so that whatever is typed is
| either stored exactly or answered with a message under its field: ids within
| PostgreSQL's integer, quantities within numeric(14,3), text without control
| characters or broken Unicode (PostgreSQL refuses a NUL byte outright).
*/
export const MAX_ID = 2_147_483_647

const wellFormed = vine.createRule(
  (value: unknown, options: { multiline: boolean }, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!value.isWellFormed() || hasControlCharacter(value, options)) {
      field.report(t('inventory.validation.text_format'), 'wellFormed', field)
    }
  }
)

/** A single line of text, trimmed, at most `max` characters. */
export const line = (max: number) =>
  vine
    .string()
    .trim()
    .maxLength(max)
    .use(wellFormed({ multiline: false }))

/** Free text (notes, addresses): new lines allowed. */
export const paragraph = (max: number) =>
  vine
    .string()
    .trim()
    .maxLength(max)
    .use(wellFormed({ multiline: true }))

/** A row id in `table`: a whole number PostgreSQL's integer can hold, that exists. */
export const existingId = (table: string) =>
  vine.number().withoutDecimals().min(1).max(MAX_ID).exists({ table, column: 'id' })

const quantityRule = vine.createRule(
  (
    value: unknown,
    options: { min?: 'zero' | 'positive'; nonZero?: boolean },
    field: FieldContext
  ) => {
    if (typeof value !== 'string') return
    if (!isQuantity(value)) {
      field.report(t('inventory.validation.quantity_format'), 'quantity', field)
      return
    }
    const parsed = parseQuantity(value)
    if (options.min === 'zero' && parsed < 0n) {
      field.report(t('inventory.validation.quantity_not_negative'), 'quantity.min', field)
    } else if (options.min === 'positive' && parsed <= 0n) {
      field.report(t('inventory.validation.quantity_positive'), 'quantity.positive', field)
    } else if (options.nonZero && parsed === 0n) {
      field.report(t('inventory.validation.quantity_not_zero'), 'quantity.nonZero', field)
    }
  }
)

/**
 * A decimal quantity typed as text ("2", "1.250"), at most 3 decimals and what
 * numeric(14,3) holds; a number sent by a script is read as its text.
 */
export const quantity = (options: { min?: 'zero' | 'positive'; nonZero?: boolean } = {}) =>
  vine
    .string()
    .parse((value) => (typeof value === 'number' ? String(value) : value))
    .trim()
    .use(quantityRule(options))

const COST = /^\d{1,12}(\.\d{1,2})?$/

/**
 * A unit cost typed in the currency ("2.50"), stored as cents with 4 decimals
 * ("250.0000"), at most MAX_CENTS: its value (quantity × cost) is kept in
 * `bigint` cents.
 */
export const money = () =>
  vine
    .string()
    .parse((value) => (typeof value === 'number' ? String(value) : value))
    .trim()
    .regex(COST)
    .use(maxAmount({ max: MAX_CENTS }))
    .transform((value) => {
      const [whole, fraction = ''] = value.split('.')
      return `${BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))}.0000`
    })

/** A route parameter that is a row id PostgreSQL's integer can hold (1 to 2147483647); else 404. */
export const ROUTE_ID = {
  match:
    /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/,
  cast: (value: string) => Number(value),
}
