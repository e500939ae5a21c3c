import { lazy, Suspense, useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import type { SharedProps } from '@/types'

/* The toast library loads only once there is something to say, keeping it out of the first paint's JavaScript. */
const Toasts = lazy(() => import('@/components/flash-toasts'))

export function FlashToaster() {
  const { flash, appearance } = usePage<SharedProps>().props
  const [needed, setNeeded] = useState(false)
  const hasMessage = Boolean(flash?.success || flash?.error)
  useEffect(() => {
    if (hasMessage) setNeeded(true)
  }, [hasMessage])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toasts flash={flash} appearance={appearance} />
    </Suspense>
  )
}
