import { BedDouble, ChartColumn, Coins, Users } from 'lucide-react'
import { formatBasisPoints } from '@/components/reports/report-format'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { ReportIndex, type ReportCard } from '@/components/reports/report-index'
import type { ReportRange } from '@/components/reports/report-types'
import type { ReportHeadlines } from '@/modules/hotel/components/report-types'
import { urlFor } from '@/lib/routes'

type IndexProps = { range: ReportRange; currency: string; headlines: ReportHeadlines }

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
  return (
    <ReportIndex
      module="hotel"
      href={urlFor('hotel.reports.index')}
      range={range}
      cards={reportCards(headlines, currency)}
    />
  )
}
