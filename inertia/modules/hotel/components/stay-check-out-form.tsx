import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { PaymentMethodSelect } from '@/modules/hotel/components/folio-method-select'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { centsToInput, formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { Folio, Stay } from '@/modules/hotel/components/stay-types'

type CheckOutFormData = {
  lockVersion: number
  extraDescription: string
  extraAmount: string
  paymentMethod: string
  paymentAmount: string
  paymentReference: string
  leaveBalance: boolean
}

type Props = { booking: Stay; folio: Folio; extraTaxRateBp: number; currency: string; canLeaveBalance: boolean }

/* Typed amounts to cents the way the server reads them; anything else counts as nothing yet. */
function cents(typed: string) {
  const value = typed.trim()
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return 0
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** A last extra, a final payment, and the balance that would be left: check-out in one submit. */
export function StayCheckOutForm({ booking, folio, extraTaxRateBp, currency, canLeaveBalance }: Props) {
  const form = useForm<CheckOutFormData>({
    lockVersion: booking.lockVersion,
    extraDescription: '',
    extraAmount: '',
    paymentMethod: 'card',
    paymentAmount: folio.balanceCents > 0 ? centsToInput(folio.balanceCents) : '',
    paymentReference: '',
    leaveBalance: false,
  })
  const errors = form.errors as Record<string, string | undefined>
  useUnsavedChanges(form.isDirty && !form.processing && !form.wasSuccessful)
  const extra = cents(form.data.extraAmount)
  const extraTax = Math.floor((extra * extraTaxRateBp + 5000) / 10000)
  const balanceAfter = folio.balanceCents + extra + extraTax - cents(form.data.paymentAmount)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => (data.paymentAmount.trim() ? data : { ...data, paymentMethod: '' }))
    form.post(`/hotel/bookings/${booking.id}/check-out`)
  }
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <InputError message={errors.booking ?? errors.lockVersion ?? errors.bookingId} />
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">{t('hotel.stays.last_charge')}</legend>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field id="extraDescription" label={t('hotel.folio.description')} maxLength={200} value={form.data.extraDescription} onChange={(e) => form.setData('extraDescription', e.target.value)} error={errors.extraDescription} />
          <Field id="extraAmount" label={t('hotel.folio.net_amount')} inputMode="decimal" placeholder="0.00" value={form.data.extraAmount} onChange={(e) => form.setData('extraAmount', e.target.value)} error={errors.extraAmount} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">{t('hotel.stays.final_payment')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <PaymentMethodSelect id="paymentMethod" value={form.data.paymentMethod} onChange={(value) => form.setData('paymentMethod', value)} error={errors.paymentMethod} />
          <Field id="paymentAmount" label={t('hotel.folio.amount')} inputMode="decimal" value={form.data.paymentAmount} onChange={(e) => form.setData('paymentAmount', e.target.value)} error={errors.paymentAmount} />
        </div>
        <Field id="paymentReference" label={t('hotel.folio.reference')} maxLength={120} value={form.data.paymentReference} onChange={(e) => form.setData('paymentReference', e.target.value)} error={errors.paymentReference} />
      </fieldset>
      <p className="flex justify-between gap-4 text-sm font-medium tabular-nums" aria-live="polite">
        <span>{t('hotel.stays.balance_after')}</span>
        <span data-testid="balance-after">{formatMoney(balanceAfter, currency)}</span>
      </p>
      {canLeaveBalance && (
        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <Checkbox id="leaveBalance" checked={form.data.leaveBalance} onCheckedChange={(next) => form.setData('leaveBalance', next === true)} aria-describedby="leaveBalance-error" />
            <Label htmlFor="leaveBalance">{t('hotel.stays.leave_balance')}</Label>
          </div>
          <InputError id="leaveBalance-error" message={errors.leaveBalance} />
        </div>
      )}
      <div>
        <SubmitButton processing={form.processing}>{t('hotel.stays.check_out_submit')}</SubmitButton>
      </div>
    </form>
  )
}
