import { useCallback } from 'react'
import { router, usePage } from '@inertiajs/react'

type QueryValue = string | number | null | undefined

/**
 * A list's filters live in its URL, so a filtered list is a shareable link.
 * Returns the current query and a function that changes part of it; changing
 * a filter goes back to the first page, and empty values leave the URL.
 */
export function useListQuery() {
  const url = usePage().url
  const [path, search = ''] = url.split('?')
  const query = Object.fromEntries(new URLSearchParams(search)) as Record<string, string>
  const change = useCallback(
    (changes: Record<string, QueryValue>, options: { keepPage?: boolean } = {}) => {
      const next: Record<string, QueryValue> = { ...query, ...(options.keepPage ? {} : { page: undefined }), ...changes }
      const cleaned = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== null && value !== ''))
      router.get(path, cleaned, { preserveState: true, preserveScroll: true, replace: true })
    },
    [url]
  )
  return { query, change }
}
