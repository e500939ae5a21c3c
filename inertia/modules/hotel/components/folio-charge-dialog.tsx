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
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

/** Posts an extra (minibar, laundry…) to an in-house guest's folio; tax is added at the extras rate. */
export function FolioChargeDialog({
  bookingId,
  today,
  trigger,
}: {
  bookingId: number
  today: string
  trigger: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const form = useForm({ description: '', amount: '', serviceDate: today })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('hotel.folios.charges.store', { id: bookingId }), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        setOpen(false)
      },
    })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) form.clearErrors()
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('hotel.folio.post_charge')}</DialogTitle>
        <DialogDescription>{t('hotel.folio.post_charge_description')}</DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <InputError message={errors.bookingId} />
          <Field
            id="charge-description"
            label={t('hotel.folio.description')}
            required
            maxLength={200}
            value={form.data.description}
            onChange={(e) => form.setData('description', e.target.value)}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="charge-amount"
              label={t('hotel.folio.net_amount')}
              required
              inputMode="decimal"
              placeholder="12.50"
              value={form.data.amount}
              onChange={(e) => form.setData('amount', e.target.value)}
              error={errors.amount}
            />
            <Field
              id="charge-date"
              type="date"
              label={t('hotel.folio.service_date')}
              value={form.data.serviceDate}
              onChange={(e) => form.setData('serviceDate', e.target.value)}
              error={errors.serviceDate}
            />
          </div>
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('app.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton processing={form.processing}>{t('hotel.folio.post_charge')}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
