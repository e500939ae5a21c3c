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
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'

type Props = {
  title: string
  description: string
  confirmLabel: string
  href: string
  lockVersion: number
  /** Cancelling asks why; the reason is kept with the event. */
  withReason?: boolean
  destructive?: boolean
  trigger: ReactNode
}

/** Asks before a status change and sends it with the version the user saw, so a stale page is refused. */
export function StayTransitionDialog({
  title,
  description,
  confirmLabel,
  href,
  lockVersion,
  withReason = false,
  destructive = false,
  trigger,
}: Props) {
  const [open, setOpen] = useState(false)
  const form = useForm({ lockVersion, reason: '' })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => (withReason ? { ...data, lockVersion } : { lockVersion }))
    form.post(href, { preserveScroll: true, onSuccess: () => setOpen(false) })
  }
  const general = Object.entries(errors)
    .filter(([field]) => field !== 'reason')
    .map(([, message]) => message)
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
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          {general.map((message) => (
            <InputError key={message} message={message} />
          ))}
          {withReason && (
            <div className="grid gap-2">
              <Label htmlFor="transition-reason">{t('hotel.stays.reason')}</Label>
              <Textarea
                id="transition-reason"
                rows={3}
                required
                maxLength={255}
                value={form.data.reason}
                onChange={(e) => form.setData('reason', e.target.value)}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? 'transition-reason-error' : undefined}
              />
              <InputError id="transition-reason-error" message={errors.reason} />
            </div>
          )}
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('app.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              processing={form.processing}
              variant={destructive ? 'destructive' : 'default'}
            >
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
