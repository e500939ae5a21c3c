import { useState } from 'react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { KitchenTicket, placeOf } from '@/modules/restaurant/components/kitchen-ticket'
import {
  RecallButton,
  StationTabs,
  TimerLegend,
} from '@/modules/restaurant/components/kitchen-toolbar'
import { SoundControl, useKitchenSound } from '@/modules/restaurant/components/kitchen-sound'
import {
  type KitchenTicketCard,
  type Station,
  useKitchenLive,
  useNewTickets,
  useServerClock,
} from '@/modules/restaurant/components/kitchen-live'
import { useKitchenTaps } from '@/modules/restaurant/components/kitchen-taps'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

type IndexProps = {
  station: Station
  stations: Station[]
  tickets: KitchenTicketCard[]
  lastBumpedId: number | null
  now: string
  can: { update: boolean }
}

/**
 * A station's live display: tickets in the order they arrived, a running
 * timer each, a tap to move a line on (shown at once, then confirmed by the
 * server), Bump per ticket and Recall for the last one bumped.
 */
export default function Index(props: IndexProps) {
  return <KitchenDisplay key={props.station} {...props} />
}

function KitchenDisplay({ station, stations, tickets, lastBumpedId, now, can }: IndexProps) {
  useKitchenLive<IndexProps>(station)
  const clock = useServerClock(now)
  const sound = useKitchenSound()
  const [announcement, setAnnouncement] = useState('')
  const taps = useKitchenTaps(station, setAnnouncement)
  const isFresh = useNewTickets(tickets, (arrived) => {
    sound.beep()
    setAnnouncement(
      arrived
        .map((ticket) =>
          t('restaurant.kitchen.new_ticket', { number: ticket.orderNumber, place: placeOf(ticket) })
        )
        .join(' ')
    )
  })

  const shown = tickets.filter((ticket) => !taps.isBumping(ticket))

  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.kitchen.title'), href: urlFor('restaurant.kitchen.index') },
      ]}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.kitchen.title')}
          description={t('restaurant.kitchen.description')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SoundControl enabled={sound.enabled} onEnable={sound.enable} />
          {can.update && <RecallButton disabled={lastBumpedId === null} onRecall={taps.recall} />}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <StationTabs stations={stations} current={station} />
        <TimerLegend />
      </div>
      {taps.refusal && (
        <Alert variant="destructive" role="alert">
          <AlertDescription className="text-lg">{taps.refusal}</AlertDescription>
        </Alert>
      )}
      {shown.length === 0 ? (
        <p className="py-16 text-center text-2xl text-muted-foreground">
          {t('restaurant.kitchen.empty')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((ticket) => (
            <KitchenTicket
              key={ticket.id}
              ticket={ticket}
              now={clock}
              fresh={isFresh(ticket.id)}
              canUpdate={can.update}
              statusOf={taps.statusOf}
              onAdvance={taps.advance}
              onBump={() => taps.bump(ticket)}
            />
          ))}
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </AppLayout>
  )
}
