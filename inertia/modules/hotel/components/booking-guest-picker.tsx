import { useEffect, useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { UserPlus, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import type { GuestOption } from '@/modules/hotel/lib/booking'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

function GuestBadges({ guest }: { guest: GuestOption }) {
  return (
    <>
      {guest.isVip && <Badge variant="secondary">{t('hotel.bookings.guest_vip_badge')}</Badge>}
      {guest.isBlocked && (
        <Badge variant="destructive">{t('hotel.bookings.guest_blocked_badge')}</Badge>
      )}
    </>
  )
}

/** The guests whose name or details match the search, asked a moment after typing stops. */
function useGuestSearch() {
  const [search, setSearch] = useState('')
  const [results, setResults] = useState<GuestOption[] | null>(null)
  useEffect(() => {
    const term = search.trim()
    if (term.length < 2) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      const response = await fetch(
        urlFor('hotel.bookings.guest_options', {}, { qs: { search: term } }),
        { headers: { Accept: 'application/json' }, signal: controller.signal }
      ).catch(() => null)
      if (response?.ok) setResults(((await response.json()) as { guests: GuestOption[] }).guests)
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

function ChosenGuest({
  guest,
  error,
  onChange,
}: {
  guest: GuestOption
  error?: string
  onChange: (guest: GuestOption | null) => void
}) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 rounded-md border p-3">
        <span className="font-medium" data-testid="chosen-guest">
          {guest.fullName}
        </span>
        {guest.email && <span className="text-sm text-muted-foreground">{guest.email}</span>}
        <GuestBadges guest={guest} />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={() => onChange(null)}
        >
          <X aria-hidden="true" />
          {t('hotel.bookings.guest_change')}
        </Button>
      </div>
      <InputError id="guestId-error" message={error} />
    </div>
  )
}

function GuestResults({
  results,
  onChange,
}: {
  results: GuestOption[]
  onChange: (guest: GuestOption | null) => void
}) {
  return (
    <ul
      aria-label={t('hotel.bookings.guest_results')}
      className="grid max-h-64 divide-y overflow-y-auto rounded-md border"
    >
      {results.length === 0 && (
        <li className="p-3 text-sm text-muted-foreground">
          {t('hotel.bookings.guest_none_found')}
        </li>
      )}
      {results.map((guest) => (
        <li key={guest.id}>
          <button
            type="button"
            className="flex w-full flex-wrap items-center gap-2 p-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            onClick={() => onChange(guest)}
          >
            <span className="font-medium">{guest.fullName}</span>
            {guest.email && <span className="text-sm text-muted-foreground">{guest.email}</span>}
            <GuestBadges guest={guest} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Finds guests as the receptionist types; a guest not on file is created on the Guests screen. */
export function GuestPicker({
  value,
  onChange,
  error,
}: {
  value: GuestOption | null
  onChange: (guest: GuestOption | null) => void
  error?: string
}) {
  const { search, results, type } = useGuestSearch()
  if (value) return <ChosenGuest guest={value} error={error} onChange={onChange} />
  return (
    <div className="grid gap-2">
      <div className="flex items-center">
        <Label htmlFor="guest-search">{t('hotel.bookings.guest_search')}</Label>
        <Link
          route="hotel.guests.create"
          className="ml-auto inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t('hotel.bookings.guest_new')}
        </Link>
      </div>
      <Input
        id="guest-search"
        type="search"
        autoComplete="off"
        placeholder={t('hotel.bookings.guest_search_placeholder')}
        value={search}
        onChange={(event) => type(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'guestId-error' : undefined}
      />
      {results && <GuestResults results={results} onChange={onChange} />}
      <InputError id="guestId-error" message={error} />
    </div>
  )
}
