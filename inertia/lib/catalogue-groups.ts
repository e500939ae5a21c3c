/*
| Which string catalogues a page needs before it draws. The strings come in groups
| (inertia/lib/catalogues/<group>.ts, each the merged JSON files of
| resources/lang/en/ of one module, or the shell's); a page waits for the shell's
| and its own module's, and a page that shows every module's records (the
| dashboard, the event log, anything not listed) waits for them all. A unit test
| (tests/unit/platform/page_catalogues.spec.ts) checks every key a page asks for is in
| its groups. Plain TypeScript without imports: the bundle benchmark reads it too.
*/
export const CATALOGUE_GROUPS = [
  'shell',
  'restaurant',
  'hotel',
  'inventory',
  'customers',
  'access',
] as const

export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number]

const BY_PAGE: [RegExp, CatalogueGroup[]][] = [
  [/^Restaurant\//, ['shell', 'restaurant']],
  /* A stay's restaurant orders show on its page and hold its check-out. */
  [/^Hotel\/Bookings\/(Show|CheckOut)$/, ['shell', 'hotel', 'customers', 'restaurant']],
  [/^Hotel\//, ['shell', 'hotel', 'customers']],
  [/^Inventory\//, ['shell', 'inventory']],
  [/^Customers\//, ['shell', 'customers', 'restaurant', 'hotel']],
  [/^(Users|Settings\/(Roles|Permissions))\//, ['shell', 'access']],
  [/^Settings\//, ['shell']],
]

export function catalogueGroupsOf(page: string): CatalogueGroup[] {
  return BY_PAGE.find(([pattern]) => pattern.test(page))?.[1] ?? [...CATALOGUE_GROUPS]
}
