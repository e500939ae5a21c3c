/*
| A route pattern's tokens as AdonisJS's router parses them (@poppinss/matchit):
| a static segment, a `:param` (with `?` optional, with a `.ext` ending) or `*`.
| The registry ships patterns only; the URL builder needs the tokens.
*/
export type RouteToken = { old: string; type: 0 | 1 | 2 | 3; val: string; end: string }

export function tokensOf(pattern: string): RouteToken[] {
  if (pattern === '/') return [{ old: pattern, type: 0, val: '/', end: '' }]
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return { old: pattern, type: 2, val: '*', end: '' }
      if (!segment.startsWith(':')) return { old: pattern, type: 0, val: segment, end: '' }
      const optional = segment.endsWith('?')
      const name = segment.slice(1, optional ? -1 : undefined)
      const dot = name.indexOf('.')
      return {
        old: pattern,
        type: optional ? 3 : 1,
        val: dot === -1 ? name : name.slice(0, dot),
        end: dot === -1 ? '' : name.slice(dot),
      }
    })
}
