import { urlFor } from '@adonisjs/core/services/url_builder'
import type { RoutesList } from '@adonisjs/core/types/http'
import type { SimplePaginatorContract } from '@adonisjs/lucid/types/querybuilder'

/*
| What every server-paginated list needs around its query: a LIKE pattern that
| matches the typed text literally, and page links that keep the list's filters
| (values equal to their default stay out of the URL). The links start from the
| list's route name, so a renamed path never leaves a list paging to the old one.
*/
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

type QueryValue = string | number | null | undefined

/** A list's route: a GET route without parameters. */
export type ListRoute = {
  [Name in keyof RoutesList['GET']]: RoutesList['GET'][Name] extends { paramsTuple?: [] }
    ? Name
    : never
}[keyof RoutesList['GET']]

export function linkPages<Page extends SimplePaginatorContract<any>>(
  page: Page,
  route: ListRoute,
  query: Record<string, QueryValue>,
  defaults: Record<string, QueryValue> = {}
) {
  const kept = Object.entries(query).filter(
    ([key, value]) =>
      value !== undefined && value !== null && value !== '' && value !== defaults[key]
  )
  return page.baseUrl(urlFor(route)).queryString(Object.fromEntries(kept))
}
