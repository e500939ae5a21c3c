/* The shell's strings (navigation, settings, realtime, reports, event columns): every signed-in page needs them. */
const files = import.meta.glob<Record<string, string>>(
  [
    '../../../resources/lang/en/app.json',
    '../../../resources/lang/en/events.json',
    '../../../resources/lang/en/realtime.json',
    '../../../resources/lang/en/reports.json',
  ],
  { import: 'default', eager: true }
)

export default Object.assign({}, ...Object.values(files)) as Record<string, string>
