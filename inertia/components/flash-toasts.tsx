import { useEffect } from 'react'
import { toast } from 'sonner'
import { Toaster } from '@/components/ui/sonner'
import type { SharedProps } from '@/types'

/** Flash messages from the server appear once each as toasts (each message object is shown once). */
export default function FlashToasts({
  flash,
  appearance,
}: Pick<SharedProps, 'flash' | 'appearance'>) {
  useEffect(() => {
    if (flash?.success) toast.success(flash.success)
    if (flash?.error) toast.error(flash.error)
  }, [flash])
  return <Toaster theme={appearance} position="top-right" richColors closeButton />
}
