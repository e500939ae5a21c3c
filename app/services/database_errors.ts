import { ConflictError } from '#exceptions/domain_errors'
import { t } from '#services/i18n'

/*
| The validator checks uniqueness first for a clear message; the database's
| unique key is the last word when two people save at once. Either way the user
| sees the same message next to the field (a JSON client, a 409), and nothing
| is written.
*/
export async function uniqueViolation<T>(
  field: string,
  messageKey: string,
  work: () => Promise<T>
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ConflictError(t(messageKey), { field, cause: error })
    throw error
  }
}
