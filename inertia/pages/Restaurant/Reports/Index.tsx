import { Link } from '@adonisjs/inertia/react'
import { Armchair, BookOpen, ChartColumn, UserRound, UtensilsCrossed } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  formatBasisPoints,
  formatHundredths,
  formatLongDay,
} from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ReportRange } from '@/components/reports/report-types'
import type { ReportHeadlines } from '@/modules/restaurant/components/report-types'

type IndexProps = { range: ReportRange; currency: string; headlines: ReportHeadlines }

type ReportCard = { href: string; key: string; icon: LucideIcon; headline: string }

/** The five reports, each with its headline figure of the last 30 days. */
function reportCards(headlines: ReportHeadlines, currency: string): ReportCard[] {
  const money = (cents: number) => formatMoney(cents, currency)
  return [
    {
      href: urlFor('restaurant.reports.sales'),
      key: 'sales',
      icon: ChartColumn,
      headline: t('restaurant.reports.sales.headline', {
        net: money(headlines.netSalesCents),
        ticket: money(headlines.averageTicketCents),
      }),
    },
    {
      href: urlFor('restaurant.reports.products'),
      key: 'products',
      icon: UtensilsCrossed,
      headline: headlines.topProduct
        ? t('restaurant.reports.products.headline', {
            name: headlines.topProduct.name,
            revenue: money(headlines.topProduct.revenueCents),
          })
        : t('restaurant.reports.products.headline_empty'),
    },
    {
      href: urlFor('restaurant.reports.tables'),
      key: 'tables',
      icon: Armchair,
      headline: t('restaurant.reports.tables.headline', {
        turns: formatHundredths(headlines.turnsHundredths),
      }),
    },
    {
      href: urlFor('restaurant.reports.waiters'),
      key: 'waiters',
      icon: UserRound,
      headline: headlines.topWaiter
        ? t('restaurant.reports.waiters.headline', {
            name: headlines.topWaiter.name,
            sales: money(headlines.topWaiter.salesCents),
          })
        : t('restaurant.reports.waiters.headline_empty'),
    },
    {
      href: urlFor('restaurant.reports.reservations'),
      key: 'reservations',
      icon: BookOpen,
      headline: t('restaurant.reports.reservations.headline', {
        covers: headlines.covers,
        percent: formatBasisPoints(headlines.noShowRateBp),
      }),
    },
  ]
}

export default function Index({ range, currency, headlines }: IndexProps) {
  const cards = reportCards(headlines, currency)
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.reports.title'), href: urlFor('restaurant.reports.index') },
      ]}
    >
      <Heading
        level="h1"
        title={t('restaurant.reports.title')}
        description={t('restaurant.reports.description')}
      />
      <p className="text-sm text-muted-foreground">
        {t('restaurant.reports.last_30_days', {
          from: formatLongDay(range.from),
          to: formatLongDay(range.to),
        })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              href={card.href}
              prefetch
              className="block h-full rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Card className="h-full transition-colors hover:bg-muted/50">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <card.icon aria-hidden="true" className="size-4 text-muted-foreground" />
                    <h2>{t(`restaurant.reports.${card.key}.title`)}</h2>
                  </CardTitle>
                  <CardDescription>
                    {t(`restaurant.reports.${card.key}.description`)}
                  </CardDescription>
                  <p className="pt-2 text-lg font-semibold tabular-nums">{card.headline}</p>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </AppLayout>
  )
}
