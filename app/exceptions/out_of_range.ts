import { InvalidInputError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/*
| A value the database cannot hold: a number beyond its column (SQLSTATE 22003)
| or a date beyond its type (22008). Validators bound every field; what can
| still overflow is a value an action computes (a stay's total, a stock value).
| An action that knows which field drives it names that field; anything else
| reaches the exception handler, which answers with a message under `form`.
*/
export const OUT_OF_RANGE_CODES = new Set(['22003', '22008'])

export function isOutOfRange(error: unknown) {
  return OUT_OF_RANGE_CODES.has(String((error as { code?: unknown } | null)?.code))
}

/** Runs `work`; a value it computes beyond its column is refused under `field`. */
export async function outOfRange<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isOutOfRange(error))
      throw new InvalidInputError(t('validation.outOfRange'), { field, cause: error })
    throw error
  }
}
