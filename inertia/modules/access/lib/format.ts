const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function formatDateTime(iso: string | null) {
  return iso ? dateTime.format(new Date(iso)) : null
}
