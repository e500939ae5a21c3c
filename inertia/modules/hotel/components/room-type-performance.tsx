import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { Badge } from '@/components/ui/badge'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'

export type Performance = {
  from: string
  to: string
  soldNights: number
  availableNights: number
  occupancyPermille: number
  revenueCents: number
  adrCents: number
}

export type PreviewNight = {
  night: string
  rateCents: number
  ruleName: string | null
  minStay: number
  closedToArrival: boolean
}

const percent = (permille: number) => `${Math.trunc(permille / 10)}.${permille % 10} %`

/** Sold room-nights, occupancy, room revenue and ADR over the period. */
export function RoomTypePerformance({
  performance,
  currency,
}: {
  performance: Performance
  currency: string
}) {
  const figures: [string, string][] = [
    [
      t('hotel.room_types.show_sold_nights'),
      t('hotel.room_types.show_sold_of', {
        sold: performance.soldNights,
        available: performance.availableNights,
      }),
    ],
    [t('hotel.room_types.show_occupancy'), percent(performance.occupancyPermille)],
    [t('hotel.room_types.show_revenue'), formatMoney(performance.revenueCents, currency)],
    [t('hotel.room_types.show_adr'), formatMoney(performance.adrCents, currency)],
  ]
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground tabular-nums">
        {t('hotel.room_types.show_period', { from: performance.from, to: performance.to })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="grid gap-1 rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** The next nights as quoted, with the rule that set each price and what an arrival that day is held to. */
export function RoomTypePricePreview({
  nights,
  currency,
}: {
  nights: PreviewNight[]
  currency: string
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('hotel.room_types.show_price_night')}</TableHead>
          <TableHead className="text-right">{t('hotel.room_types.show_price_rate')}</TableHead>
          <TableHead>{t('hotel.room_types.show_price_rule')}</TableHead>
          <TableHead>{t('hotel.room_types.show_price_arrival')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {nights.map((night) => (
          <TableRow key={night.night}>
            <TableCell className="tabular-nums">{night.night}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatMoney(night.rateCents, currency)}
            </TableCell>
            <TableCell>
              {night.ruleName ?? (
                <span className="text-muted-foreground">{t('hotel.rates.base_rate_applies')}</span>
              )}
            </TableCell>
            <TableCell>
              {night.closedToArrival ? (
                <Badge
                  variant="outline"
                  className="border-destructive/30 bg-destructive/10 text-destructive"
                >
                  {t('hotel.room_types.show_arrival_closed')}
                </Badge>
              ) : (
                <span className="text-sm">
                  {t('hotel.room_types.show_arrival_open')}
                  {night.minStay > 1 && (
                    <span className="text-muted-foreground">
                      {' '}
                      · {t('hotel.room_types.show_arrival_min', { count: night.minStay })}
                    </span>
                  )}
                </span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
