import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Check, Play } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { cn } from '@/lib/utils'
import type { BoardTask, Housekeeper } from '@/modules/hotel/components/housekeeping-types'

/* Each move carries the version the viewer saw, so a task changed meanwhile is refused rather than overwritten. */
function useTaskMove(task: BoardTask) {
  const [processing, setProcessing] = useState(false)
  const send = (move: 'start' | 'finish' | 'assign', data: Record<string, unknown> = {}) =>
    router.post(
      urlFor(`hotel.housekeeping.tasks.${move}`, { id: task.id }),
      { lockVersion: task.lockVersion, ...data },
      {
        preserveScroll: true,
        preserveState: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
      }
    )
  return { processing, send }
}

/** Start and Done, as the viewer may use them; `large` for the phone list. */
export function TaskMoveButtons({ task, large = false }: { task: BoardTask; large?: boolean }) {
  const { processing, send } = useTaskMove(task)
  const size = large ? 'lg' : 'sm'
  const wide = large ? 'h-12 flex-1 text-base' : ''
  const reference = t('hotel.housekeeping.task_reference', {
    id: task.id,
    number: task.room.number,
  })
  return (
    <div className={cn('flex gap-2', large && 'w-full')}>
      {task.can.start && (
        <Button
          variant="outline"
          size={size}
          className={wide}
          disabled={processing}
          onClick={() => send('start')}
        >
          <Play aria-hidden="true" />
          {task.assigneeId === null && large
            ? t('hotel.housekeeping.take')
            : t('hotel.housekeeping.start')}
          <span className="sr-only"> ({reference})</span>
        </Button>
      )}
      {task.can.finish && (
        <Button size={size} className={wide} disabled={processing} onClick={() => send('finish')}>
          <Check aria-hidden="true" />
          {t('hotel.housekeeping.finish')}
          <span className="sr-only"> ({reference})</span>
        </Button>
      )}
    </div>
  )
}

/** Hands the task to a housekeeper (or to nobody) as soon as a name is picked. */
export function TaskAssigneeSelect({
  task,
  housekeepers,
}: {
  task: BoardTask
  housekeepers: Housekeeper[]
}) {
  const { processing, send } = useTaskMove(task)
  if (!task.can.assign)
    return <span>{task.assigneeName ?? t('hotel.housekeeping.unassigned')}</span>
  return (
    <NativeSelect
      aria-label={t('hotel.housekeeping.reassign_label', { id: task.id })}
      className="h-8 min-w-36"
      disabled={processing}
      value={task.assigneeId ?? ''}
      onChange={(event) =>
        send('assign', {
          assigneeId: event.target.value === '' ? null : Number(event.target.value),
        })
      }
    >
      <option value="">{t('hotel.housekeeping.unassigned')}</option>
      {housekeepers.map((person) => (
        <option key={person.id} value={person.id}>
          {person.fullName}
        </option>
      ))}
    </NativeSelect>
  )
}
