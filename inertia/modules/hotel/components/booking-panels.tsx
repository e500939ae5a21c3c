import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { BookingTimeline } from '@/modules/hotel/components/booking-timeline'
import { FolioTable } from '@/modules/hotel/components/folio-table'
import { StayDetails } from '@/modules/hotel/components/stay-details'
import { t } from '@/lib/i18n'
import type { Folio, Stay, TimelineEntry } from '@/modules/hotel/components/stay-types'

type BookingPanelsProps = {
  booking: Stay
  folio: Folio
  timeline: TimelineEntry[]
  currency: string
  /** Shown under the folio, before the timeline (the stay's restaurant orders). */
  afterFolio?: ReactNode
}

/** A booking's particulars and folio side by side, its timeline under them. */
export function BookingPanels({
  booking,
  folio,
  timeline,
  currency,
  afterFolio,
}: BookingPanelsProps) {
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.stays.details')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StayDetails booking={booking} currency={currency} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.folio.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <FolioTable folio={folio} currency={currency} />
          </CardContent>
        </Card>
      </div>
      {afterFolio}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('hotel.stays.timeline')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BookingTimeline entries={timeline} />
        </CardContent>
      </Card>
    </>
  )
}
