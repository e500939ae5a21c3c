import { useEffect, useState, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'

type SearchPickerProps<Option extends { id: number }> = {
  id: string
  label: string
  placeholder: string
  /** Where to look: called with the typed text (2 characters or more), answers JSON. */
  url: (search: string) => string
  /** The options inside that JSON answer. */
  read: (body: any) => Option[]
  render: (option: Option) => ReactNode
  value: Option | null
  onChange: (option: Option | null) => void
  texts: { results: string; none: string; change: string }
  error?: string
  /** Shown next to the label, e.g. a link to create what is not found. */
  aside?: ReactNode
}

/** The options for the typed text, asked a moment after typing stops; none below two characters. */
function useSearch<Option>(url: (search: string) => string, read: (body: any) => Option[]) {
  const [search, setSearch] = useState('')
  const [results, setResults] = useState<Option[] | null>(null)
  useEffect(() => {
    const term = search.trim()
    if (term.length < 2) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      const response = await fetch(url(term), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      }).catch(() => null)
      if (response?.ok) setResults(read(await response.json()))
    }, 250)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [search])
  const type = (value: string) => {
    setSearch(value)
    /* Too short to search: the results of an earlier search go away. */
    if (value.trim().length < 2) setResults(null)
  }
  return { search, results, type }
}

function SearchResults<Option extends { id: number }>({
  results,
  render,
  texts,
  onChange,
}: Pick<SearchPickerProps<Option>, 'render' | 'texts' | 'onChange'> & { results: Option[] }) {
  return (
    <ul
      aria-label={texts.results}
      className="grid max-h-64 divide-y overflow-y-auto rounded-md border"
    >
      {results.length === 0 && <li className="p-3 text-sm text-muted-foreground">{texts.none}</li>}
      {results.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            className="flex w-full flex-wrap items-center gap-2 p-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            onClick={() => onChange(option)}
          >
            {render(option)}
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * Chooses one record by searching as the user types (a guest, a customer…):
 * results appear under the box; once chosen, the record shows with a "change"
 * button. The error, if any, sits under it.
 */
export function SearchPicker<Option extends { id: number }>({
  id,
  label,
  placeholder,
  url,
  read,
  render,
  value,
  onChange,
  texts,
  error,
  aside,
}: SearchPickerProps<Option>) {
  const { search, results, type } = useSearch(url, read)
  const errorId = `${id}-error`

  if (value)
    return (
      <div className="grid gap-2">
        <span className="text-sm font-medium">{label}</span>
        <div
          className="flex flex-wrap items-center gap-2 rounded-md border p-3"
          data-testid={`${id}-chosen`}
        >
          {render(value)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
            {texts.change}
          </Button>
        </div>
        <InputError id={errorId} message={error} />
      </div>
    )
  return (
    <div className="grid gap-2">
      <div className="flex items-center">
        <Label htmlFor={id}>{label}</Label>
        {aside && <span className="ml-auto text-sm">{aside}</span>}
      </div>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={search}
        onChange={(event) => type(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {results && (
        <SearchResults results={results} render={render} texts={texts} onChange={onChange} />
      )}
      <InputError id={errorId} message={error} />
    </div>
  )
}
