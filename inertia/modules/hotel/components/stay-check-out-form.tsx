import type { FormEvent } from 'react'
import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { PaymentMethodSelect } from '@/modules/hotel/components/folio-method-select'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { centsToInput, formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { StayDepartureFields } from '@/modules/hotel/components/stay-departure-fields'
import { StayBillToFields, type BillTo } from '@/modules/hotel/components/stay-bill-to-fields'
import type {
  Departure,
  EarlyDepartureChoice,
  Folio,
  Stay,
} from '@/modules/hotel/components/stay-types'
import { urlFor } from '@/lib/routes'

type CheckOutFormData = {
  lockVersion: number
  extraDescription: string
  extraAmount: string
  paymentMethod: string
  paymentAmount: string
  paymentReference: string
  leaveBalance: boolean
  earlyDeparture: EarlyDepartureChoice
  earlyDepartureFee: string
  lateCheckOut: boolean
  billTo: BillTo
  billToName: string
  billToAddress: string
  billToTaxId: string
}

type CheckOutForm = InertiaFormProps<CheckOutFormData>
type Errors = Record<string, string | undefined>

type Props = {
  booking: Stay
  folio: Folio
  departure: Departure
  extraTaxRateBp: number
  currency: string
  canLeaveBalance: boolean
  canChargeEarlyDeparture: boolean
}

/* Typed amounts to cents the way the server reads them; anything else counts as nothing yet. */
function cents(typed: string) {
  const value = typed.trim()
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return 0
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/* Extras carry the extras tax, rounded half up per line as the server posts them. */
const withTax = (net: number, rateBp: number) => net + Math.floor((net * rateBp + 5000) / 10000)

/**
 * What leaving today adds to or takes off the folio before the final payment:
 * the nights not slept of an early departure, its fee, the late check-out charge.
 */
function departureChanges(data: CheckOutFormData, departure: Departure, extraTaxRateBp: number) {
  if (!departure.early) return departure.late && data.lateCheckOut ? departure.late.totalCents : 0
  const released = data.earlyDeparture === 'keep' ? 0 : departure.releasedCents
  const fee =
    data.earlyDeparture === 'fee' ? withTax(cents(data.earlyDepartureFee), extraTaxRateBp) : 0
  return fee - released
}

/** A last charge posted with the check-out (the minibar, a late breakfast). */
function LastChargeFields({ form, errors }: { form: CheckOutForm; errors: Errors }) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('hotel.stays.last_charge')}</legend>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          id="extraDescription"
          label={t('hotel.folio.description')}
          maxLength={200}
          value={form.data.extraDescription}
          onChange={(e) => form.setData('extraDescription', e.target.value)}
          error={errors.extraDescription}
        />
        <Field
          id="extraAmount"
          label={t('hotel.folio.net_amount')}
          inputMode="decimal"
          placeholder="0.00"
          value={form.data.extraAmount}
          onChange={(e) => form.setData('extraAmount', e.target.value)}
          error={errors.extraAmount}
        />
      </div>
    </fieldset>
  )
}

/** The payment that settles the folio, prefilled with what is owed. */
function FinalPaymentFields({ form, errors }: { form: CheckOutForm; errors: Errors }) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('hotel.stays.final_payment')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentMethodSelect
          id="paymentMethod"
          value={form.data.paymentMethod}
          onChange={(value) => form.setData('paymentMethod', value)}
          error={errors.paymentMethod}
        />
        <Field
          id="paymentAmount"
          label={t('hotel.folio.amount')}
          inputMode="decimal"
          value={form.data.paymentAmount}
          onChange={(e) => form.setData('paymentAmount', e.target.value)}
          error={errors.paymentAmount}
        />
      </div>
      <Field
        id="paymentReference"
        label={t('hotel.folio.reference')}
        maxLength={120}
        value={form.data.paymentReference}
        onChange={(e) => form.setData('paymentReference', e.target.value)}
        error={errors.paymentReference}
      />
    </fieldset>
  )
}

function LeaveBalanceField({ form, errors }: { form: CheckOutForm; errors: Errors }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <Checkbox
          id="leaveBalance"
          checked={form.data.leaveBalance}
          onCheckedChange={(next) => form.setData('leaveBalance', next === true)}
          aria-describedby="leaveBalance-error"
        />
        <Label htmlFor="leaveBalance">{t('hotel.stays.leave_balance')}</Label>
      </div>
      <InputError id="leaveBalance-error" message={errors.leaveBalance} />
    </div>
  )
}

/** The form opens with what is owed once the departure's own changes are counted, ready to be paid. */
function useCheckOutForm(
  booking: Stay,
  folio: Folio,
  departure: Departure,
  extraTaxRateBp: number
) {
  const initial = {
    earlyDeparture: 'release' as const,
    earlyDepartureFee: '',
    lateCheckOut: departure.late !== null,
  }
  const owed =
    folio.balanceCents +
    departureChanges({ ...initial } as CheckOutFormData, departure, extraTaxRateBp)
  const form = useForm<CheckOutFormData>({
    lockVersion: booking.lockVersion,
    extraDescription: '',
    extraAmount: '',
    paymentMethod: 'card',
    paymentAmount: owed > 0 ? centsToInput(owed) : '',
    paymentReference: '',
    leaveBalance: false,
    billTo: 'guest',
    billToName: booking.guest.company,
    billToAddress: '',
    billToTaxId: '',
    ...initial,
  })
  return form
}

/** What leaving today changes, a last extra, a final payment, and the balance left: check-out in one submit. */
export function StayCheckOutForm({
  booking,
  folio,
  departure,
  extraTaxRateBp,
  currency,
  canLeaveBalance,
  canChargeEarlyDeparture,
}: Props) {
  const form = useCheckOutForm(booking, folio, departure, extraTaxRateBp)
  const errors = form.errors as Record<string, string | undefined>
  useUnsavedChanges(form.isDirty && !form.processing && !form.wasSuccessful)
  const balanceAfter =
    folio.balanceCents +
    departureChanges(form.data, departure, extraTaxRateBp) +
    withTax(cents(form.data.extraAmount), extraTaxRateBp) -
    cents(form.data.paymentAmount)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(({ earlyDeparture, earlyDepartureFee, lateCheckOut, ...data }) => ({
      ...data,
      ...(data.billTo === 'guest' && { billToName: '', billToAddress: '', billToTaxId: '' }),
      paymentMethod: data.paymentAmount.trim() ? data.paymentMethod : '',
      ...(departure.early && { earlyDeparture }),
      ...(departure.early && earlyDeparture === 'fee' && { earlyDepartureFee }),
      ...(departure.late && { lateCheckOut }),
    }))
    form.post(urlFor('hotel.bookings.check_out', { id: booking.id }))
  }
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <InputError message={errors.booking ?? errors.lockVersion ?? errors.bookingId} />
      <StayDepartureFields
        departure={departure}
        currency={currency}
        canCharge={canChargeEarlyDeparture}
        choice={form.data.earlyDeparture}
        fee={form.data.earlyDepartureFee}
        lateCheckOut={form.data.lateCheckOut}
        errors={errors}
        onChoice={(choice) => form.setData('earlyDeparture', choice)}
        onFee={(fee) => form.setData('earlyDepartureFee', fee)}
        onLateCheckOut={(late) => form.setData('lateCheckOut', late)}
      />
      <LastChargeFields form={form} errors={errors} />
      <FinalPaymentFields form={form} errors={errors} />
      <StayBillToFields
        guestName={booking.guest.fullName}
        billTo={form.data.billTo}
        name={form.data.billToName}
        address={form.data.billToAddress}
        taxId={form.data.billToTaxId}
        errors={errors}
        onBillTo={(billTo) => form.setData('billTo', billTo)}
        onChange={(field, value) => form.setData(field, value)}
      />
      <p className="flex justify-between gap-4 text-sm font-medium tabular-nums" aria-live="polite">
        <span>{t('hotel.stays.balance_after')}</span>
        <span data-testid="balance-after">{formatMoney(balanceAfter, currency)}</span>
      </p>
      {canLeaveBalance && <LeaveBalanceField form={form} errors={errors} />}
      <div>
        <SubmitButton processing={form.processing}>
          {t('hotel.stays.check_out_submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
