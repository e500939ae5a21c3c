import { cn } from '@/lib/utils'

function InputError({
  message,
  id,
  className,
}: {
  message?: string | null
  id?: string
  className?: string
}) {
  if (!message) return null

  return (
    <p
      id={id}
      role="alert"
      data-slot="input-error"
      className={cn('text-sm text-destructive', className)}
    >
      {message}
    </p>
  )
}

export { InputError }
