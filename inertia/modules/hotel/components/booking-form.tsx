import { useEffect, useState, type FormEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { AlertCircle, UserPlus, X } from 'lucide-react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Textarea } from '@/components/ui/textarea'
import {
  PriceSummary,
  RoomTypeChoice,
  useStayPreview,
} from '@/modules/hotel/components/booking-quote'
import {
  moneyToCents,
  type BookingFormData,
  type BookingFormPermissions,
  type BookingSource,
  type GuestOption,
} from '@/modules/hotel/lib/booking'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

/** Finds guests as the receptionist types; a guest not on file is created on the Guests screen. */
function GuestPicker({
  value,
  onChange,
  error,
}: {
  value: GuestOption | null
  onChange: (guest: GuestOption | null) => void
  error?: string
}) {
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

  const badges = (guest: GuestOption) => (
    <>
      {guest.isVip && <Badge variant="secondary">{t('hotel.bookings.guest_vip_badge')}</Badge>}
      {guest.isBlocked && (
        <Badge variant="destructive">{t('hotel.bookings.guest_blocked_badge')}</Badge>
      )}
    </>
  )

  if (value) {
    return (
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2 rounded-md border p-3">
          <span className="font-medium" data-testid="chosen-guest">
            {value.fullName}
          </span>
          {value.email && <span className="text-sm text-muted-foreground">{value.email}</span>}
          {badges(value)}
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
        onChange={(event) => {
          setSearch(event.target.value)
          /* Too short to search: the results of an earlier search go away. */
          if (event.target.value.trim().length < 2) setResults(null)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'guestId-error' : undefined}
      />
      {results && (
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
                {guest.email && (
                  <span className="text-sm text-muted-foreground">{guest.email}</span>
                )}
                {badges(guest)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <InputError id="guestId-error" message={error} />
    </div>
  )
}

type BookingFormProps = {
  form: InertiaFormProps<BookingFormData>
  guest: GuestOption | null
  sources: BookingSource[]
  /** Only a new booking chooses its first status; later moves are the lifecycle's. */
  statuses?: BookingFormData['status'][]
  bookingId?: number
  currency: string
  today: string
  can: BookingFormPermissions
  submitLabel: string
  onSubmit: () => void
}

export function BookingForm({
  form,
  guest: initialGuest,
  sources,
  statuses,
  bookingId,
  currency,
  today,
  can,
  submitLabel,
  onSubmit,
}: BookingFormProps) {
  const [guest, setGuest] = useState(initialGuest)
  const errors = form.errors as Record<string, string | undefined>
  const { data } = form
  const state = useStayPreview({
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    adults: data.adults,
    children: data.children,
    roomTypeId: data.roomTypeId,
    bookingId,
    nightlyRateCents: can.overrideRate ? moneyToCents(data.nightlyRate) : null,
  })
  const chosen = state.preview?.types.find((type) => type.id === data.roomTypeId) ?? null
  const rooms = state.status === 'ready' && state.preview ? state.preview.rooms : null

  /* A room that is no longer free for the stay being typed is let go rather than refused on save. */
  useEffect(() => {
    if (rooms && data.roomId !== null && !rooms.some((room) => room.id === data.roomId))
      form.setData('roomId', null)
  }, [rooms])

  const number = (key: 'adults' | 'children') => ({
    value: String(data[key]),
    onChange: (event: { target: { value: string } }) =>
      form.setData(key, Number(event.target.value)),
    error: errors[key],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }

  return (
    <form
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      noValidate
      onSubmit={submit}
    >
      <div className="grid gap-6">
        {errors.lockVersion && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>{errors.lockVersion}</AlertDescription>
          </Alert>
        )}
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.bookings.guest')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <GuestPicker
              value={guest}
              error={errors.guestId}
              onChange={(next) => {
                setGuest(next)
                form.setData('guestId', next?.id ?? null)
              }}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.bookings.stay')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <Field
                id="checkIn"
                type="date"
                required
                min={bookingId ? undefined : today}
                label={t('hotel.bookings.check_in')}
                value={data.checkIn}
                onChange={(event) => form.setData('checkIn', event.target.value)}
                error={errors.checkIn}
              />
              <Field
                id="checkOut"
                type="date"
                required
                min={data.checkIn || today}
                label={t('hotel.bookings.check_out')}
                value={data.checkOut}
                onChange={(event) => form.setData('checkOut', event.target.value)}
                error={errors.checkOut}
              />
              <Field
                id="adults"
                type="number"
                required
                min={1}
                max={20}
                label={t('hotel.bookings.adults')}
                {...number('adults')}
              />
              <Field
                id="children"
                type="number"
                required
                min={0}
                max={20}
                label={t('hotel.bookings.children')}
                {...number('children')}
              />
            </div>
            <div className="grid gap-2">
              <RoomTypeChoice
                state={state}
                value={data.roomTypeId}
                currency={currency}
                error={errors.roomTypeId}
                onChange={(roomTypeId) =>
                  form.setData((current) => ({ ...current, roomTypeId, roomId: null }))
                }
              />
              <InputError id="roomTypeId-error" message={errors.roomTypeId} />
            </div>
            {data.roomTypeId !== null && (
              <div className="grid gap-2">
                <Label htmlFor="roomId">{t('hotel.bookings.assign_room')}</Label>
                <NativeSelect
                  id="roomId"
                  value={data.roomId ?? ''}
                  onChange={(event) =>
                    form.setData('roomId', event.target.value ? Number(event.target.value) : null)
                  }
                  aria-invalid={errors.roomId ? true : undefined}
                  aria-describedby={errors.roomId ? 'roomId-error' : undefined}
                >
                  <option value="">{t('hotel.bookings.assign_later')}</option>
                  {(rooms ?? []).map((room) => (
                    <option key={room.id} value={room.id}>
                      {t('hotel.bookings.room_option', {
                        number: room.number,
                        floor: room.floor,
                        status: t(`hotel.status.${room.housekeepingStatus}`),
                      })}
                    </option>
                  ))}
                </NativeSelect>
                {rooms && rooms.length === 0 && (
                  <p className="text-sm text-muted-foreground">
                    {t('hotel.bookings.no_free_room')}
                  </p>
                )}
                <InputError id="roomId-error" message={errors.roomId} />
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.bookings.details')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">
            {statuses && (
              <div className="grid gap-2">
                <Label htmlFor="status">{t('hotel.bookings.status_label')}</Label>
                <NativeSelect
                  id="status"
                  value={data.status}
                  onChange={(event) =>
                    form.setData('status', event.target.value as BookingFormData['status'])
                  }
                >
                  {statuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`hotel.bookings.status.${status}`)}
                    </option>
                  ))}
                </NativeSelect>
                <InputError message={errors.status} />
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor="source">{t('hotel.bookings.source_label')}</Label>
              <NativeSelect
                id="source"
                value={data.source}
                onChange={(event) => form.setData('source', event.target.value as BookingSource)}
              >
                {sources.map((source) => (
                  <option key={source} value={source}>
                    {t(`hotel.bookings.source.${source}`)}
                  </option>
                ))}
              </NativeSelect>
              <InputError message={errors.source} />
            </div>
            {can.editCreditLimit && (
              <div className="grid gap-1.5">
                <Field
                  id="creditLimit"
                  inputMode="decimal"
                  label={`${t('hotel.bookings.credit_limit')} (${currency})`}
                  value={data.creditLimit}
                  onChange={(event) => form.setData('creditLimit', event.target.value)}
                  error={errors.creditLimitCents}
                />
                <p className="text-xs text-muted-foreground">
                  {t('hotel.bookings.credit_limit_hint')}
                </p>
              </div>
            )}
            {can.overrideRate && (
              <div className="grid gap-1.5">
                <Field
                  id="nightlyRate"
                  inputMode="decimal"
                  label={`${t('hotel.bookings.nightly_rate')} (${currency})`}
                  placeholder={
                    chosen?.quote.nights[0] ? centsToInput(chosen.quote.nights[0].rateCents) : ''
                  }
                  value={data.nightlyRate}
                  onChange={(event) => form.setData('nightlyRate', event.target.value)}
                  error={errors.nightlyRateCents}
                />
                <p className="text-xs text-muted-foreground">
                  {t('hotel.bookings.nightly_rate_hint')}
                </p>
              </div>
            )}
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="specialRequests">{t('hotel.bookings.special_requests')}</Label>
              <Textarea
                id="specialRequests"
                rows={3}
                maxLength={2000}
                placeholder={t('hotel.bookings.special_requests_placeholder')}
                value={data.specialRequests}
                onChange={(event) => form.setData('specialRequests', event.target.value)}
              />
              <InputError message={errors.specialRequests} />
            </div>
          </CardContent>
        </Card>
      </div>
      <Card className="lg:sticky lg:top-4">
        <CardHeader>
          <CardTitle>
            <h2>{t('hotel.bookings.price')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <PriceSummary type={chosen} currency={currency} />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton processing={form.processing}>{submitLabel}</SubmitButton>
            <SavedNote show={form.recentlySuccessful} />
          </div>
        </CardContent>
      </Card>
    </form>
  )
}

/** What the form posts: money typed as text goes as cents; an empty override means "the rate plan's price". */
export function bookingPayload(data: BookingFormData) {
  const { creditLimit, nightlyRate, ...rest } = data
  return {
    ...rest,
    creditLimitCents: moneyToCents(creditLimit),
    nightlyRateCents: moneyToCents(nightlyRate),
  }
}
