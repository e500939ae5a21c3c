import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog'
import { t } from '@/lib/i18n'

export type ReasonAsk = {
  title: string
  description: string
  confirmLabel: string
  /** Answers the refusal's message, or null when it went through. */
  confirm: (reason: string) => Promise<string | null>
}

/** Asks for the reason of a void before it is sent; the server's refusal shows under the field. */
export function ReasonDialog({ ask, onClose }: { ask: ReasonAsk | null; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setReason('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    if (!ask) return
    setBusy(true)
    const refusal = await ask.confirm(reason.trim())
    setBusy(false)
    if (refusal) setError(refusal)
    else close()
  }
  return (
    <Dialog open={ask !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{ask?.title}</DialogTitle>
        <DialogDescription>{ask?.description}</DialogDescription>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <Label htmlFor="pos-void-reason">{t('restaurant_pos.reason')}</Label>
          <Input
            id="pos-void-reason"
            autoFocus
            value={reason}
            maxLength={255}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <DialogFooter className="gap-2">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('app.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
              {ask?.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
