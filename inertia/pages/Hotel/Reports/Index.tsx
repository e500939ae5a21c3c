import { Link } from '@adonisjs/inertia/react'
import { BedDouble, ChartColumn, Coins, Users } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatBasisPoints, formatLongDay } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { ReportRange } from '@/components/reports/report-types'
import type { ReportHeadlines } from '@/modules/hotel/components/report-types'
import { urlFor } from '@/lib/routes'

type IndexProps = { range: ReportRange; currency: string; headlines: ReportHeadlines }

type ReportCard = { href: string; key: string; icon: LucideIcon; headline: string }

/** The four reports, each with its headline figure of the last 30 days. */
function reportCards(headlines: ReportHeadlines, currency: string): ReportCard[] {
  const money = (cents: number) => formatMoney(cents, currency)
  return [
    {
      href: urlFor('hotel.reports.occupancy'),
      key: 'occupancy',
      icon: ChartColumn,
      headline: t('hotel.reports.occupancy.headline', {
        percent: formatBasisPoints(headlines.occupancyBp),
      }),
    },
    {
      href: urlFor('hotel.reports.revenue'),
      key: 'revenue',
      icon: Coins,
      headline: t('hotel.reports.revenue.headline', {
        revenue: money(headlines.revenueCents),
        adr: money(headlines.adrCents),
      }),
    },
    {
      href: urlFor('hotel.reports.room_types'),
      key: 'room_types',
      icon: BedDouble,
      headline: headlines.topRoomType
        ? t('hotel.reports.room_types.headline', {
            name: headlines.topRoomType.name,
            percent: formatBasisPoints(headlines.topRoomType.shareBp),
          })
        : t('hotel.reports.room_types.headline_empty'),
    },
    {
      href: urlFor('hotel.reports.guests'),
      key: 'guests',
      icon: Users,
      headline: t('hotel.reports.guests.headline', {
        guests: headlines.guests,
        percent: formatBasisPoints(headlines.repeatShareBp),
      }),
    },
  ]
}

export default function Index({ range, currency, headlines }: IndexProps) {
  const cards = reportCards(headlines, currency)
  return (
    <AppLayout
      breadcrumbs={[{ title: t('hotel.reports.title'), href: urlFor('hotel.reports.index') }]}
    >
      <Heading
        level="h1"
        title={t('hotel.reports.title')}
        description={t('hotel.reports.description')}
      />
      <p className="text-sm text-muted-foreground">
        {t('hotel.reports.last_30_days', {
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
                    <h2>{t(`hotel.reports.${card.key}.title`)}</h2>
                  </CardTitle>
                  <CardDescription>{t(`hotel.reports.${card.key}.description`)}</CardDescription>
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
