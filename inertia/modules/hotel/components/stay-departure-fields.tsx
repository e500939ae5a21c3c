import { CalendarClock, Clock } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { cn } from '@/lib/utils'
import { formatDay } from '@/lib/format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { Departure, EarlyDepartureChoice } from '@/modules/hotel/components/stay-types'

type Props = {
  departure: Departure
  currency: string
  canCharge: boolean
  choice: EarlyDepartureChoice
  fee: string
  lateCheckOut: boolean
  errors: Record<string, string | undefined>
  onChoice: (choice: EarlyDepartureChoice) => void
  onFee: (fee: string) => void
  onLateCheckOut: (late: boolean) => void
}

const CHOICES: EarlyDepartureChoice[] = ['release', 'keep', 'fee']

/** A departure after the check-out time: the late check-out and its charge, to apply or not. */
function LateCheckOutNotice({
  departure,
  currency,
  lateCheckOut,
  errors,
  onLateCheckOut,
}: Pick<Props, 'departure' | 'currency' | 'lateCheckOut' | 'errors' | 'onLateCheckOut'>) {
  const money = (cents: number) => formatMoney(cents, currency)
  if (!departure.late) return null
  return (
    <Alert data-testid="late-check-out">
      <Clock aria-hidden="true" />
      <AlertTitle>{t('hotel.stays.late.title')}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{t('hotel.stays.late.notice', { time: departure.late.time })}</p>
        <div className="flex items-center gap-3 text-foreground">
          <Checkbox
            id="lateCheckOut"
            checked={lateCheckOut}
            onCheckedChange={(next) => onLateCheckOut(next === true)}
            aria-describedby="lateCheckOut-error"
          />
          <Label htmlFor="lateCheckOut">
            {t('hotel.stays.late.apply', { amount: money(departure.late.totalCents) })}
          </Label>
        </div>
        <InputError id="lateCheckOut-error" message={errors.lateCheckOut} />
      </AlertDescription>
    </Alert>
  )
}

/** With permission, what happens to the nights not slept: released, kept, or a fee instead. */
function EarlyDepartureChoices({
  departure,
  currency,
  choice,
  fee,
  errors,
  onChoice,
  onFee,
}: Pick<Props, 'departure' | 'currency' | 'choice' | 'fee' | 'errors' | 'onChoice' | 'onFee'>) {
  const money = (cents: number) => formatMoney(cents, currency)
  const choiceLabel = (option: EarlyDepartureChoice) =>
    option === 'release'
      ? t('hotel.stays.early.release', { amount: money(departure.releasedCents) })
      : option === 'keep'
        ? t('hotel.stays.early.keep')
        : t('hotel.stays.early.charge_fee')
  return (
    <fieldset className="grid gap-2" aria-describedby="earlyDeparture-error">
      <legend className="mb-1 font-medium text-foreground">{t('hotel.stays.early.choice')}</legend>
      {CHOICES.map((option) => (
        <label
          key={option}
          className={cn(
            'flex cursor-pointer items-start gap-2 rounded-md border p-2 text-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            choice === option && 'border-primary bg-accent'
          )}
        >
          <input
            type="radio"
            name="earlyDeparture"
            value={option}
            className="mt-0.5 size-4 accent-primary"
            checked={choice === option}
            onChange={() => onChoice(option)}
          />
          <span>{choiceLabel(option)}</span>
        </label>
      ))}
      <InputError id="earlyDeparture-error" message={errors.earlyDeparture} />
      {choice === 'fee' && (
        <Field
          id="earlyDepartureFee"
          label={t('hotel.stays.early.fee')}
          inputMode="decimal"
          placeholder="0.00"
          value={fee}
          onChange={(event) => onFee(event.target.value)}
          error={errors.earlyDepartureFee}
        />
      )}
    </fieldset>
  )
}

/**
 * The check-out form says what leaving today means: an early departure (the
 * nights not slept come off the bill, or with permission stay on it or give
 * way to a fee) or a late check-out with its charge.
 */
export function StayDepartureFields({
  departure,
  currency,
  canCharge,
  choice,
  fee,
  lateCheckOut,
  errors,
  onChoice,
  onFee,
  onLateCheckOut,
}: Props) {
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <>
      {departure.early && (
        <Alert data-testid="early-departure">
          <CalendarClock aria-hidden="true" />
          <AlertTitle>{t('hotel.stays.early.title')}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>
              {t('hotel.stays.early.notice', {
                booked: formatDay(departure.bookedCheckOut),
                date: formatDay(departure.checkOut),
                count: departure.nights.length,
              })}
            </p>
            {departure.firstNightKept && <p>{t('hotel.stays.early.first_night_kept')}</p>}
            {canCharge ? (
              <EarlyDepartureChoices
                departure={departure}
                currency={currency}
                choice={choice}
                fee={fee}
                errors={errors}
                onChoice={onChoice}
                onFee={onFee}
              />
            ) : (
              <p>
                {t('hotel.stays.early.release_only', { amount: money(departure.releasedCents) })}
              </p>
            )}
          </AlertDescription>
        </Alert>
      )}
      <LateCheckOutNotice
        departure={departure}
        currency={currency}
        lateCheckOut={lateCheckOut}
        errors={errors}
        onLateCheckOut={onLateCheckOut}
      />
    </>
  )
}
