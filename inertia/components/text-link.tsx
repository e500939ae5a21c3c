import { Link, type InertiaLinkProps } from '@inertiajs/react'
import { cn } from '@/lib/utils'

export function TextLink({ className, children, prefetch = true, ...props }: InertiaLinkProps) {
  return (
    <Link
      className={cn(
        'text-foreground underline decoration-neutral-300 underline-offset-4 transition-colors duration-300 ease-out hover:decoration-current dark:decoration-neutral-500',
        className
      )}
      {...props}
      prefetch={props.method && props.method !== 'get' ? false : prefetch}
      as={props.method && props.method !== 'get' ? 'button' : props.as}
    >
      {children}
    </Link>
  )
}
