/*
| The shell's strings (navigation, settings, realtime, reports, event columns) and
| any file that is no module's: every signed-in page needs them.
*/
const files = import.meta.glob<Record<string, string>>(
  [
    '../../../resources/lang/en/*.json',
    '!../../../resources/lang/en/{sign_in,welcome,server}.json',
    '!../../../resources/lang/en/{restaurant,hotel,inventory,customers,access}*.json',
  ],
  { import: 'default', eager: true }
)

export default Object.assign({}, ...Object.values(files)) as Record<string, string>
