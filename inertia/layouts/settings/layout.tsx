import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Heading } from '@/components/heading'
import { Separator } from '@/components/ui/separator'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

const menu = [
  { title: t('settings.profile'), href: urlFor('profile.edit') },
  { title: t('settings.password'), href: urlFor('user_password.edit') },
  { title: t('settings.two_factor'), href: urlFor('two_factor.show') },
  { title: t('settings.appearance'), href: urlFor('appearance.edit') },
]

export default function SettingsLayout({ children }: { children: ReactNode }) {
  const currentPath = usePage().url.split('?')[0]
  return (
    <div className="px-0 py-2 md:px-2">
      <Heading level="h1" title={t('settings.title')} description={t('settings.description')} />
      <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:gap-12">
        <aside className="w-full max-w-xl lg:w-48">
          <nav
            aria-label={t('settings.title')}
            className="flex flex-row flex-wrap gap-1 lg:flex-col"
          >
            {menu.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                prefetch
                aria-current={currentPath === item.href ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  currentPath === item.href && 'bg-muted font-medium'
                )}
              >
                {item.title}
              </Link>
            ))}
          </nav>
        </aside>
        <Separator className="lg:hidden" />
        <div className="flex-1 md:max-w-2xl">
          <section className="max-w-xl space-y-12">{children}</section>
        </div>
      </div>
    </div>
  )
}
