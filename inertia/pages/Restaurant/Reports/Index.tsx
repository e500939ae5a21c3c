import { Armchair, BookOpen, ChartColumn, UserRound, UtensilsCrossed } from 'lucide-react'
import { formatBasisPoints, formatHundredths } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { ReportIndex, type ReportCard } from '@/components/reports/report-index'
import { urlFor } from '@/lib/routes'
import type { ReportRange } from '@/components/reports/report-types'
import type { ReportHeadlines } from '@/modules/restaurant/components/report-types'

type IndexProps = { range: ReportRange; currency: string; headlines: ReportHeadlines }

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
  return (
    <ReportIndex
      module="restaurant"
      href={urlFor('restaurant.reports.index')}
      range={range}
      cards={reportCards(headlines, currency)}
    />
  )
}
