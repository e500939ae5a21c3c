/*
| The page object of the first paint is JSON inside a <script type="application/json">
| element. The HTML parser reads that element's text before JSON does: `</script>`
| ends it early and `<!--<script>` makes the real `</script>` part of the text, so
| either, typed into any name, would blank the page. Each character that means
| something to that parser (`<`, `>`, `&`) and the two line separators that older
| JavaScript parsers refuse (U+2028, U+2029) is written as a JSON `\uXXXX` escape:
| the text stays valid JSON and `JSON.parse` gives back exactly what was written.
*/
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

const UNSAFE = /[<>&\u2028\u2029]/g

export function scriptSafeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (character) => ESCAPES[character]!)
}
