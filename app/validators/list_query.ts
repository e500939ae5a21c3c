import vine from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'

/*
| List pages read their filters from the query string, which is a shareable URL:
| a broken value is dropped (its default applies) instead of failing the page.
*/
export async function validateDroppingInvalid<Schema extends SchemaTypes>(
  validator: VineValidator<Schema, Record<string, any> | undefined>,
  query: Record<string, unknown>
): Promise<Infer<Schema>> {
  const [error, valid] = await validator.tryValidate(query)
  if (!error) return valid
  const invalid = new Set(error.messages.map((message: { field: string }) => message.field))
  return validator.validate(
    Object.fromEntries(Object.entries(query).filter(([key]) => !invalid.has(key)))
  )
}

/** `page` and `per_page`, the latter capped at `max`. */
export function pagingFields(max: number) {
  return {
    page: vine.number().withoutDecimals().min(1).optional(),
    per_page: vine
      .number()
      .withoutDecimals()
      .min(1)
      .transform((value) => Math.min(value, max))
      .optional(),
  }
}
