import { t } from '@/lib/i18n'

/** A permission area's label: translated for the catalogue's areas, the area itself (capitalised) for custom ones. */
export function areaLabel(area: string) {
  const key = `access.areas.${area}`
  const label = t(key)
  return label === key ? area.charAt(0).toUpperCase() + area.slice(1).replaceAll('_', ' ') : label
}

/** Permissions grouped by area, in the order the server gave the areas. */
export function groupByArea<Item extends { area: string }>(items: Item[], areas: string[]) {
  return areas
    .map((area) => ({ area, items: items.filter((item) => item.area === area) }))
    .filter((group) => group.items.length > 0)
}
