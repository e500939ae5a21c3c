import { errors } from '@vinejs/vine'
import { DomainError } from '#exceptions/domain_errors'

/*
| A dry run (the move and stay-change previews) shows the first rule the change
| would break instead of refusing it: the field and message of a refusal named
| on a field, whether an action threw it or a shared check did.
*/
export function fieldRefusalOf(error: unknown): { field: string; message: string } | null {
  if (error instanceof DomainError && error.field)
    return { field: error.field, message: error.message }
  if (error instanceof errors.E_VALIDATION_ERROR) {
    const [first] = error.messages as { field: string; message: string }[]
    return { field: first.field, message: first.message }
  }
  return null
}
