import { usePage } from '@inertiajs/react'
import { Toaster } from '@/components/ui/sonner'
import { useFlashToast } from '@/hooks/use-flash-toast'
import type { SharedProps } from '@/types'

export function FlashToaster() {
  const { appearance } = usePage<SharedProps>().props
  useFlashToast()
  return <Toaster theme={appearance} position="top-right" richColors closeButton />
}
