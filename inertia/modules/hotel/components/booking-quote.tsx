import { useEffect, useState } from 'react'
import { AlertTriangle, LoaderCircle } from 'lucide-react'
import { formatMoney } from '@/lib/money'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { QuotedType, StayPreview } from '@/modules/hotel/lib/booking'

export type PreviewRequest = {
  checkIn: string
  checkOut: string
  adults: number
  children: number
  roomTypeId: number | null
  bookingId?: number
  nightlyRateCents: number | string | null
}

export type PreviewState = {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  preview: StayPreview | null
}

const DEBOUNCE_MS = 300

/**
 * Asks the server what the stay would cost and what is free, once typing
 * pauses; the answer comes from the function that prices the saved booking.
 * A newer question cancels the one still in flight.
 */
export function useStayPreview(request: PreviewRequest): PreviewState {
  const ready = Boolean(request.checkIn && request.checkOut && request.checkOut > request.checkIn)
  const url = urlFor(
    'hotel.bookings.quote',
    {},
    {
      qs: Object.fromEntries(
        Object.entries({
          ...request,
          nightlyRateCents:
            typeof request.nightlyRateCents === 'number' ? request.nightlyRateCents : null,
        })
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)])
      ),
    }
  )

  const [state, setState] = useState<PreviewState>(() => ({
    status: ready ? 'loading' : 'idle',
    preview: null,
  }))
  /* A new question is loading (the last answer stays shown meanwhile); without a stay to price, idle. */
  const [asked, setAsked] = useState({ url, ready })
  if (asked.url !== url || asked.ready !== ready) {
    setAsked({ url, ready })
    setState(
      ready ? (current) => ({ ...current, status: 'loading' }) : { status: 'idle', preview: null }
    )
  }

  useEffect(() => {
    if (!ready) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(url, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(String(response.status))
        setState({ status: 'ready', preview: (await response.json()) as StayPreview })
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed', preview: null })
      }
    }, DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [url, ready])

  return state
}

function rateLabel(type: QuotedType, currency: string) {
  const rates = type.quote.nights.map((night) => night.rateCents)
  const lowest = Math.min(...rates)
  const price = formatMoney(lowest, currency)
  return rates.every((rate) => rate === lowest)
    ? t('hotel.bookings.per_night', { price })
    : t('hotel.bookings.from_per_night', { price })
}

type RoomTypeChoiceProps = {
  state: PreviewState
  value: number | null
  currency: string
  error?: string
  onChange: (roomTypeId: number) => void
}

/** Every bookable room type for the stay: free units, price and the rules the stay would break. */
export function RoomTypeChoice({ state, value, currency, error, onChange }: RoomTypeChoiceProps) {
  if (state.status === 'idle')
    return <p className="text-sm text-muted-foreground">{t('hotel.bookings.choose_dates')}</p>
  if (state.status === 'failed')
    return <p className="text-sm text-destructive">{t('hotel.bookings.quote_failed')}</p>
  if (!state.preview) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('hotel.bookings.quote_loading')}
      </p>
    )
  }
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'roomTypeId-error' : undefined}
      aria-busy={state.status === 'loading'}
    >
      <legend className="mb-2 text-sm font-medium">{t('hotel.bookings.choose_type')}</legend>
      {state.preview.types.map((type) => (
        <label
          key={type.id}
          className={cn(
            'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-md border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            value === type.id ? 'border-primary bg-accent' : 'hover:bg-muted/50'
          )}
        >
          <input
            type="radio"
            name="roomTypeId"
            className="mt-1 size-4 accent-primary"
            value={type.id}
            checked={value === type.id}
            onChange={() => onChange(type.id)}
          />
          <span className="grid gap-0.5">
            <span className="font-medium">{type.name}</span>
            <span className="text-xs text-muted-foreground">
              {type.code} ·{' '}
              {type.free > 0
                ? t('hotel.bookings.free_units', { count: type.free })
                : t('hotel.bookings.sold_out')}{' '}
              · {rateLabel(type, currency)}
            </span>
          </span>
          <span className="text-right font-medium tabular-nums">
            {formatMoney(type.quote.grandTotalCents, currency)}
          </span>
          {type.warnings.length > 0 && (
            <ul className="col-span-2 col-start-2 grid gap-0.5 text-xs text-amber-800 dark:text-amber-300">
              {type.warnings.map((warning) => (
                <li key={warning} className="flex items-start gap-1">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                  {warning}
                </li>
              ))}
            </ul>
          )}
        </label>
      ))}
    </fieldset>
  )
}

/** The chosen type's price: each night, the room total, the tax and what the guest pays. */
export function PriceSummary({ type, currency }: { type: QuotedType | null; currency: string }) {
  if (!type)
    return <p className="text-sm text-muted-foreground">{t('hotel.bookings.choose_dates')}</p>
  const { quote } = type
  const nights = t('hotel.bookings.nights_count', { count: quote.nightCount })
  const rate = `${(quote.taxRateBp / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })} %`
  return (
    <div className="grid gap-3 text-sm" aria-live="polite">
      <details>
        <summary className="cursor-pointer text-muted-foreground">
          {t('hotel.bookings.price_breakdown')}
        </summary>
        <ul className="mt-2 grid gap-1">
          {quote.nights.map((night) => (
            <li key={night.night} className="flex justify-between gap-4 tabular-nums">
              <span>{night.night}</span>
              <span>{formatMoney(night.rateCents, currency)}</span>
            </li>
          ))}
        </ul>
      </details>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt>{t('hotel.bookings.price_room', { nights })}</dt>
        <dd className="text-right">{formatMoney(quote.totalCents, currency)}</dd>
        <dt className="text-muted-foreground">{t('hotel.bookings.price_tax', { rate })}</dt>
        <dd className="text-right text-muted-foreground">
          {formatMoney(quote.taxCents, currency)}
        </dd>
        <dt className="border-t pt-2 font-semibold">{t('hotel.bookings.price_grand_total')}</dt>
        <dd className="border-t pt-2 text-right font-semibold" data-testid="booking-grand-total">
          {formatMoney(quote.grandTotalCents, currency)}
        </dd>
      </dl>
    </div>
  )
}
