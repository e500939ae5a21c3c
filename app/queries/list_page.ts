import type { SimplePaginatorContract } from '@adonisjs/lucid/types/querybuilder'

/*
| What every server-paginated list needs around its query: a LIKE pattern that
| matches the typed text literally, and page links that keep the list's filters
| (values equal to their default stay out of the URL).
*/
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

type QueryValue = string | number | null | undefined

export function linkPages<Page extends SimplePaginatorContract<any>>(
  page: Page,
  baseUrl: string,
  query: Record<string, QueryValue>,
  defaults: Record<string, QueryValue>
) {
  const kept = Object.entries(query).filter(
    ([key, value]) =>
      value !== undefined && value !== null && value !== '' && value !== defaults[key]
  )
  return page.baseUrl(baseUrl).queryString(Object.fromEntries(kept))
}
