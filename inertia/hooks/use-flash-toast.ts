import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import type { SharedProps } from '@/types'

/** Flash messages from the server appear once as toasts. */
export function useFlashToast() {
  const { flash } = usePage<SharedProps>().props
  useEffect(() => {
    if (flash?.success) toast.success(flash.success)
    if (flash?.error) toast.error(flash.error)
  }, [flash?.success, flash?.error])
}
