import { useConnectionState, type ConnectionState } from '@/hooks/use-connection-state'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'

const DOT: Record<ConnectionState, string> = {
  connected: 'bg-emerald-500',
  connecting: 'bg-amber-500 animate-pulse',
  unavailable: 'bg-orange-500',
  failed: 'bg-red-600 dark:bg-red-500',
}

/** A dot and a word for the live-update connection; on phones the word is for screen readers only. */
export function ConnectionIndicator({ className }: { className?: string }) {
  const state = useConnectionState()
  const label = t('realtime.state.label', { state: t(`realtime.state.${state}`) })
  return (
    <div
      role="status"
      aria-label={label}
      title={t(`realtime.state.${state}_hint`)}
      data-state={state}
      className={cn('flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground', className)}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[state])} />
      <span aria-hidden="true" className="hidden whitespace-nowrap sm:inline">
        {t(`realtime.state.${state}_short`)}
      </span>
      <span className="sr-only">{label}</span>
    </div>
  )
}
