import { lazy, Suspense, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { loadClassMerge } from '@/lib/utils'
import type { SharedProps } from '@/types'

/*
| The toast library loads only once there is something to say, keeping it out of
| the first paint's JavaScript; the class merger comes with it (lib/utils.ts).
*/
const Toasts = lazy(() =>
  Promise.all([import('@/components/flash-toasts'), loadClassMerge()]).then(([toasts]) => toasts)
)

/**
 * Keeps each flash message until the toasts have shown it: a live reload that
 * lands while the toast library is still loading brings an empty flash, and
 * must not swallow the message of the visit before it.
 */
export function FlashToaster() {
  const { flash, appearance } = usePage<SharedProps>().props
  const [message, setMessage] = useState<SharedProps['flash'] | null>(null)
  const [seen, setSeen] = useState<SharedProps['flash'] | undefined>(undefined)
  /* Noted while rendering (React's way to follow a prop), not in an effect. */
  if (flash !== seen) {
    setSeen(flash)
    if (flash?.success || flash?.error) setMessage({ success: flash.success, error: flash.error })
  }
  if (!message) return null
  return (
    <Suspense fallback={null}>
      <Toasts flash={message} appearance={appearance} />
    </Suspense>
  )
}
