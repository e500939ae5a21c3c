import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@inertiajs/react'
import { urlFor } from '@/lib/signed-out-routes'
import { AppLogoIcon } from '@/components/app-logo'
import { FlashToaster } from '@/components/flash-toaster'
import type { SharedProps } from '@/types'

export default function AuthLayout({
  children,
  title,
  description,
}: {
  children: ReactNode
  title: string
  description?: string
}) {
  const { app } = usePage<SharedProps>().props
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 md:p-10">
      <div className="w-full max-w-sm">
        <div className="flex flex-col gap-8">
          <div className="flex flex-col items-center gap-4">
            <Link href={urlFor('home')} className="flex flex-col items-center gap-2 font-medium">
              <span className="mb-1 flex size-10 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <AppLogoIcon className="size-6" />
              </span>
              <span className="sr-only">{app.name}</span>
            </Link>
            <div className="space-y-2 text-center">
              <h1 className="text-xl font-medium">{title}</h1>
              {description && (
                <p className="text-center text-sm text-muted-foreground">{description}</p>
              )}
            </div>
          </div>
          {children}
        </div>
      </div>
      <FlashToaster />
    </div>
  )
}
