/* Dates and times are stored in UTC and shown in the viewer's locale and zone. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

export function formatDateTime(iso: string) {
  return dateTime.format(new Date(iso))
}
