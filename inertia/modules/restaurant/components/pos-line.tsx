import { memo, useState } from 'react'
import { Check, CloudOff, Minus, NotebookPen, Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import type { LineChange } from '@/modules/restaurant/lib/pos-queue'
import { useMoney, type TicketLine } from '@/modules/restaurant/components/pos-types'

const COURSES = [1, 2, 3, 4, 5]

const STATUS_TONE: Record<string, string> = {
  queued: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  preparing: 'bg-amber-200 text-amber-900 dark:bg-amber-800 dark:text-amber-50',
  ready: 'bg-emerald-500 text-white dark:bg-emerald-600',
  served: 'bg-transparent text-muted-foreground border-border',
}

type LineProps = {
  line: TicketLine
  offline: boolean
  onChange: (change: LineChange) => void
  onVoid: () => void
  onServe: (() => void) | null
}

/* Every field of a ticket line is compared below: a new field fails the type check here until it is. */
const COMPARED: Record<keyof TicketLine, true> = {
  key: true,
  id: true,
  name: true,
  quantity: true,
  unitPriceCents: true,
  notes: true,
  course: true,
  kitchenStatus: true,
  sent: true,
  voided: true,
  pending: true,
  refusal: true,
  children: true,
  can: true,
}
void COMPARED

/* Two draws of a line show the same thing (its handlers act on its key and id, which are part of it). */
function sameLine(before: LineProps, after: LineProps) {
  const [a, b] = [before.line, after.line]
  return (
    before.offline === after.offline &&
    (before.onServe === null) === (after.onServe === null) &&
    a.key === b.key &&
    a.id === b.id &&
    a.name === b.name &&
    a.quantity === b.quantity &&
    a.unitPriceCents === b.unitPriceCents &&
    a.notes === b.notes &&
    a.course === b.course &&
    a.kitchenStatus === b.kitchenStatus &&
    a.sent === b.sent &&
    a.voided === b.voided &&
    a.pending === b.pending &&
    a.refusal === b.refusal &&
    a.children.join('\n') === b.children.join('\n') &&
    a.can.change === b.can.change &&
    a.can.void === b.can.void &&
    a.can.serve === b.can.serve
  )
}

/**
 * One ticket line: quantity buttons, course and notes while it is not sent; its
 * kitchen status after. Drawn again only when what it shows changes: a tap adds
 * one line to the ticket, not a redraw of every line.
 */
export const PosLine = memo(function TicketLineRow({
  line,
  offline,
  onChange,
  onVoid,
  onServe,
}: LineProps) {
  const money = useMoney()
  const [editingNotes, setEditingNotes] = useState(false)
  const changeable = line.can.change && !line.sent && !line.voided
  return (
    <li
      className={cn('flex flex-col gap-1.5 py-2.5', line.voided && 'opacity-60')}
      data-line-key={line.key}
      data-pending={line.pending || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={cn('text-sm leading-tight font-medium', line.voided && 'line-through')}>
            <span className="tabular-nums">{line.quantity}×</span> {line.name}
          </p>
          {line.children.length > 0 && (
            <p className="text-xs text-muted-foreground">{line.children.join(', ')}</p>
          )}
          {line.notes && !editingNotes && (
            <p className="text-xs text-muted-foreground italic">{line.notes}</p>
          )}
        </div>
        <span className="shrink-0 text-sm tabular-nums">
          {money(line.voided ? 0 : line.quantity * line.unitPriceCents)}
        </span>
      </div>
      {(line.voided || line.pending) && <LineStatus line={line} offline={offline} />}
      {line.refusal && (
        <p className="text-xs text-destructive" role="alert">
          {line.refusal}
        </p>
      )}
      {!line.voided && (
        <div className="flex flex-wrap items-center gap-1.5">
          {!line.pending && <LineStatus line={line} offline={offline} />}
          {changeable && (
            <ChangeButtons
              line={line}
              notesOpen={editingNotes}
              onChange={onChange}
              onNotes={() => setEditingNotes(!editingNotes)}
            />
          )}
          {line.can.void && line.id !== null && (
            <Button
              variant="ghost"
              size="icon"
              className="size-10 text-destructive"
              aria-label={t('restaurant_pos.void_line', { name: line.name })}
              onClick={onVoid}
            >
              <Trash2 />
            </Button>
          )}
          {onServe && line.kitchenStatus === 'ready' && (
            <Button size="sm" className="h-10" onClick={onServe}>
              <Check /> {t('restaurant_pos.mark_served')}
            </Button>
          )}
        </div>
      )}
      {editingNotes && changeable && (
        <NotesField
          initial={line.notes}
          onDone={(notes) => {
            setEditingNotes(false)
            if (notes !== line.notes) onChange({ notes })
          }}
        />
      )}
    </li>
  )
}, sameLine)

function LineStatus({ line, offline }: { line: TicketLine; offline: boolean }) {
  if (line.voided)
    return (
      <Badge variant="outline" className="text-destructive">
        {t('restaurant_pos.voided')}
      </Badge>
    )
  if (line.pending)
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-amber-700 dark:text-amber-400"
        data-testid="pending"
      >
        {offline && <CloudOff className="size-3.5" />}
        {offline ? t('restaurant_pos.pending_offline') : t('restaurant_pos.saving')}
      </span>
    )
  if (!line.kitchenStatus) return null
  return (
    <Badge variant="outline" className={cn('border', STATUS_TONE[line.kitchenStatus])}>
      {t(`restaurant.kitchen_status.${line.kitchenStatus}`)}
    </Badge>
  )
}

function ChangeButtons({
  line,
  notesOpen,
  onChange,
  onNotes,
}: {
  line: TicketLine
  notesOpen: boolean
  onChange: (change: LineChange) => void
  onNotes: () => void
}) {
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="size-10"
        aria-label={t('restaurant_pos.less', { name: line.name })}
        disabled={line.quantity <= 1 && line.id !== null}
        onClick={() => onChange({ quantity: line.quantity - 1 })}
      >
        <Minus />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-10"
        aria-label={t('restaurant_pos.more', { name: line.name })}
        onClick={() => onChange({ quantity: line.quantity + 1 })}
      >
        <Plus />
      </Button>
      <select
        aria-label={t('restaurant_pos.course')}
        value={line.course}
        onChange={(event) => onChange({ course: Number(event.target.value) })}
        className="h-10 rounded-md border bg-background px-2 text-sm dark:bg-input/30"
      >
        {COURSES.map((course) => (
          <option key={course} value={course}>
            {t('restaurant_pos.course_n', { course })}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        size="icon"
        className="size-10"
        aria-label={t('restaurant_pos.notes')}
        aria-pressed={notesOpen}
        onClick={onNotes}
      >
        <NotebookPen />
      </Button>
    </>
  )
}

function NotesField({ initial, onDone }: { initial: string; onDone: (notes: string) => void }) {
  const [notes, setNotes] = useState(initial)
  return (
    <Input
      autoFocus
      value={notes}
      maxLength={500}
      aria-label={t('restaurant_pos.notes')}
      placeholder={t('restaurant_pos.notes_placeholder')}
      onChange={(event) => setNotes(event.target.value)}
      onBlur={() => onDone(notes.trim())}
      onKeyDown={(event) => event.key === 'Enter' && onDone(notes.trim())}
    />
  )
}
