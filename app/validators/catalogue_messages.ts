import { messages } from '#services/i18n'

/** A catalogue message with VineJS's `{{ name }}` placeholders in place of `{name}`. */
export const placeholders = (text: string) => text.replace(/\{(\w+)\}/g, '{{ $1 }}')

/**
 * The catalogue's general validation messages (`validation.<rule>`), keyed by
 * rule for a messages provider. A message with a plural is left out: VineJS
 * cannot choose a plural form, so its rule words the message itself through t().
 */
export function generalValidationMessages(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages())
      .filter(([key, text]) => key.startsWith('validation.') && !text.includes(', plural,'))
      .map(([key, text]) => [key.slice('validation.'.length), placeholders(text)])
  )
}
