import { Link } from '@adonisjs/inertia/react'
import { Undo2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { urlFor } from '@/lib/routes'
import type { Station } from './kitchen-live'
import { TONE_CLASSES } from './kitchen-ticket'
import type { TimerTone } from './kitchen-steps'

/** Kitchen | Bar: one display per station. */
export function StationTabs({ stations, current }: { stations: Station[]; current: Station }) {
  return (
    <nav
      aria-label={t('restaurant.kitchen.stations')}
      className="flex gap-1 rounded-lg bg-muted p-1"
    >
      {stations.map((station) => (
        <Link
          key={station}
          href={urlFor('restaurant.kitchen.index', {}, { qs: { station } })}
          aria-current={station === current ? 'page' : undefined}
          className={cn(
            'rounded-md px-5 py-2 text-xl font-semibold',
            station === current
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground'
          )}
        >
          {t(`restaurant.kitchen.station.${station}`)}
        </Link>
      ))}
    </nav>
  )
}

const TONES: TimerTone[] = ['on_time', 'late', 'very_late']

/** What the timer's colours mean. */
export function TimerLegend() {
  return (
    <dl
      aria-label={t('restaurant.kitchen.legend')}
      className="flex flex-wrap gap-x-5 gap-y-2 text-base"
    >
      {TONES.map((tone) => (
        <div key={tone} className="flex items-center gap-2">
          <dt className={cn('size-5 rounded', TONE_CLASSES[tone], tone === 'on_time' && 'border')}>
            <span className="sr-only">{tone}</span>
          </dt>
          <dd>{t(`restaurant.kitchen.legend.${tone}`)}</dd>
        </div>
      ))}
    </dl>
  )
}

export function RecallButton({ disabled, onRecall }: { disabled: boolean; onRecall: () => void }) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="text-base"
      disabled={disabled}
      onClick={onRecall}
    >
      <Undo2 className="size-5" aria-hidden />
      {t('restaurant.kitchen.recall')}
    </Button>
  )
}
