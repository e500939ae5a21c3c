import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Disabled with a spinner while its form is processing. */
export function SubmitButton({
  processing,
  children,
  ...props
}: ComponentProps<typeof Button> & { processing: boolean }) {
  return (
    <Button type="submit" disabled={processing} aria-busy={processing} {...props}>
      {processing && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </Button>
  )
}
