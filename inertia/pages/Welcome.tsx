import { Link, usePage } from '@inertiajs/react'
import { BedDouble, ChefHat, Package } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { AppLogoIcon } from '@/components/app-logo'
import { urlFor } from '@/lib/signed-out-routes'
import { addMessages, t } from '@/lib/i18n'
import welcome from '../../resources/lang/en/welcome.json'
import type { SharedProps } from '@/types'

addMessages(welcome)

const modules = [
  { icon: BedDouble, title: t('welcome.module.hotel.title'), text: t('welcome.module.hotel.text') },
  {
    icon: ChefHat,
    title: t('welcome.module.restaurant.title'),
    text: t('welcome.module.restaurant.text'),
  },
  {
    icon: Package,
    title: t('welcome.module.inventory.title'),
    text: t('welcome.module.inventory.text'),
  },
]

export default function Welcome() {
  const { user, app } = usePage<SharedProps>().props
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between p-6">
        <span className="flex items-center gap-2 font-semibold">
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <AppLogoIcon className="size-5" />
          </span>
          {app.name}
        </span>
        <nav className="flex items-center gap-2">
          {user ? (
            <Button asChild>
              <Link href={urlFor('dashboard')} prefetch>
                {t('nav.dashboard')}
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link href={urlFor('login')} prefetch>
                  {t('nav.log_in')}
                </Link>
              </Button>
              {app.registrationOpen && (
                <Button asChild variant="outline">
                  <Link href={urlFor('register')} prefetch>
                    {t('nav.register')}
                  </Link>
                </Button>
              )}
            </>
          )}
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col justify-center gap-10 p-6">
        <div className="space-y-4">
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">
            {t('welcome.headline')}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('app.tagline')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {modules.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5 text-card-foreground">
              <Icon aria-hidden="true" className="mb-3 size-6" />
              <h2 className="font-medium">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  )
}
