import { useState } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDebouncedEffect } from '@/hooks/use-debounced-effect'

type SearchFieldProps = {
  id: string
  label: string
  placeholder: string
  value: string
  onSearch: (value: string) => void
}

/** A list's search box: reports the trimmed text once typing pauses for 300 ms, and only when it changed. */
export function SearchField({ id, label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  /* Follows the URL when the filters change elsewhere (e.g. "clear filters"). */
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  useDebouncedEffect(text, 300, (typed) => typed.trim() !== value && onSearch(typed.trim()))
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-8"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  )
}
