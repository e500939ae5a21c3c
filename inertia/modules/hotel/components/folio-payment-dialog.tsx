import { useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { PaymentMethodSelect } from '@/modules/hotel/components/folio-method-select'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

type Props = { bookingId: number; isDeposit: boolean; balanceCents: number; trigger: ReactNode }

/** Takes a deposit (before the stay) or a payment against the balance (during or after it). */
export function FolioPaymentDialog({ bookingId, isDeposit, balanceCents, trigger }: Props) {
  const [open, setOpen] = useState(false)
  const suggested = !isDeposit && balanceCents > 0 ? centsToInput(balanceCents) : ''
  const form = useForm({ method: 'card', amount: suggested, reference: '' })
  const errors = form.errors as Record<string, string | undefined>
  const title = isDeposit ? t('hotel.folio.take_deposit') : t('hotel.folio.take_payment')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('hotel.folios.payments.store', { id: bookingId }), {
      preserveScroll: true,
      onSuccess: () => setOpen(false),
    })
  }
  const changeOpen = (next: boolean) => {
    setOpen(next)
    if (next) form.setData({ method: 'card', amount: suggested, reference: '' })
    else form.clearErrors()
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {isDeposit ? t('hotel.folio.deposit_description') : t('hotel.folio.payment_description')}
        </DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <PaymentMethodSelect
              id="payment-method"
              value={form.data.method}
              onChange={(value) => form.setData('method', value)}
              error={errors.method}
            />
            <Field
              id="payment-amount"
              label={t('hotel.folio.amount')}
              required
              inputMode="decimal"
              placeholder="50.00"
              value={form.data.amount}
              onChange={(e) => form.setData('amount', e.target.value)}
              error={errors.amount}
            />
          </div>
          <Field
            id="payment-reference"
            label={t('hotel.folio.reference')}
            maxLength={120}
            value={form.data.reference}
            onChange={(e) => form.setData('reference', e.target.value)}
            error={errors.reference}
          />
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('app.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton processing={form.processing}>{title}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
