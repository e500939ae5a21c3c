/*
| A query string as the server's parser reads it back: nulls and undefined left
| out, arrays as `key[]=…`, nested objects as `key[inner]=…`.
*/
export function searchParams(query: Record<string, unknown>): string {
  const parts: string[] = []
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        typeof item === 'object' && item !== null && !(item instanceof Date)
          ? add(`${key}[${index}]`, item)
          : add(`${key}[]`, item)
      )
    } else if (value instanceof Date) {
      parts.push(`${key}=${encodeURIComponent(value.toISOString())}`)
    } else if (typeof value === 'object') {
      for (const [inner, item] of Object.entries(value))
        add(`${key}[${encodeURIComponent(inner)}]`, item)
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`)
    }
  }
  for (const [key, value] of Object.entries(query)) add(encodeURIComponent(key), value)
  return parts.join('&')
}
