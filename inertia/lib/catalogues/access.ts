/* The access module's strings, fetched with its pages (lib/catalogue-groups.ts). */
const files = import.meta.glob<Record<string, string>>('../../../resources/lang/en/access*.json', {
  import: 'default',
  eager: true,
})

export default Object.assign({}, ...Object.values(files)) as Record<string, string>
