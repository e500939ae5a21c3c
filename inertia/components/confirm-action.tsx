import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
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
import { t } from '@/lib/i18n'

type ConfirmActionProps = {
  title: string
  description: string
  confirmLabel: string
  href: string
  method: 'post' | 'delete'
  /** Sent with the request (e.g. the lock version of what is being changed). */
  data?: Record<string, string | number>
  destructive?: boolean
  /** Either a trigger button, or `open`/`onOpenChange` when something else (a menu item) opens it. */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/** Asks before it sends: deleting or deactivating is never one stray click away. */
export function ConfirmAction({
  title,
  description,
  confirmLabel,
  href,
  method,
  data,
  destructive = true,
  trigger,
  open,
  onOpenChange,
}: ConfirmActionProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const [processing, setProcessing] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  const send = () =>
    router.visit(href, {
      method,
      data,
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        setOpen(false)
      },
    })
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogFooter className="gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('app.cancel')}</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={processing}
            aria-busy={processing}
            onClick={send}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

type ConfirmDeleteProps = Pick<ConfirmActionProps, 'title' | 'description' | 'href'> & {
  /** The button's and the confirmation's word ("Delete"). */
  label: string
}

/** An edit page's delete button: outlined in the destructive colour, asking before it deletes. */
export function ConfirmDelete({ label, ...confirm }: ConfirmDeleteProps) {
  return (
    <ConfirmAction
      {...confirm}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {label}
        </Button>
      }
      confirmLabel={label}
      method="delete"
    />
  )
}
