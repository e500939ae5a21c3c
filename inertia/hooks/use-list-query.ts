import { useCallback } from 'react'
import { router, usePage } from '@inertiajs/react'

type QueryValue = string | number | null | undefined

function readQuery(url: string) {
  const search = url.split('?')[1] ?? ''
  return Object.fromEntries(new URLSearchParams(search)) as Record<string, string>
}

/**
 * A list's filters live in its URL, so a filtered list is a shareable link.
 * Returns the current query and a function that changes part of it; changing
 * a filter goes back to the first page, and empty values leave the URL.
 */
export function useListQuery() {
  const url = usePage().url
  const change = useCallback(
    (changes: Record<string, QueryValue>, options: { keepPage?: boolean } = {}) => {
      const next: Record<string, QueryValue> = {
        ...readQuery(url),
        ...(options.keepPage ? {} : { page: undefined }),
        ...changes,
      }
      const cleaned = Object.fromEntries(
        Object.entries(next).filter(
          ([, value]) => value !== undefined && value !== null && value !== ''
        )
      )
      router.get(url.split('?')[0], cleaned, {
        preserveState: true,
        preserveScroll: true,
        replace: true,
      })
    },
    [url]
  )
  return { query: readQuery(url), change }
}
