import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { FloorTable } from '@/modules/restaurant/components/floor-table'
import { t } from '@/lib/i18n'
import type { BoardTable, FloorPlan as Plan, Placement } from '@/modules/restaurant/types'

type FloorPlanProps = {
  area: string
  tables: BoardTable[]
  plan: Plan
  now: string
  zone: string
  currency: string
  editing: boolean
  onOpen: (table: BoardTable) => void
  onArrange: (table: BoardTable, place: Placement) => void
}

const SNAP = 10
const MARGIN = 40
/* Below this the tables would be too small to tap: the plan scrolls sideways instead. */
const MIN_SCALE = 0.5

const snap = (value: number) => Math.round(value / SNAP) * SNAP
const placeOf = (table: BoardTable): Placement => ({
  x: table.x,
  y: table.y,
  width: table.width,
  height: table.height,
})

function clampTo(plan: Plan, place: Placement): Placement {
  const width = Math.min(plan.maxSize, Math.max(plan.minSize, place.width))
  const height = Math.min(plan.maxSize, Math.max(plan.minSize, place.height))
  return {
    width,
    height,
    x: Math.min(plan.width - width, Math.max(0, place.x)),
    y: Math.min(plan.height - height, Math.max(0, place.y)),
  }
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

type Drag = {
  table: BoardTable
  mode: 'move' | 'resize'
  startX: number
  startY: number
  from: Placement
  latest: Placement
}

/* A draft stays until the server's props show the table where it was put. */
function useDrafts(tables: BoardTable[]) {
  const [drafts, setDrafts] = useState<Record<number, Placement>>({})
  const [previousTables, setPreviousTables] = useState(tables)
  if (tables !== previousTables) {
    setPreviousTables(tables)
    setDrafts((current) => {
      const next = { ...current }
      for (const table of tables) {
        const draft = next[table.id]
        if (draft && JSON.stringify(draft) === JSON.stringify(placeOf(table))) delete next[table.id]
      }
      return next
    })
  }

  const setDraft = (id: number, place: Placement) =>
    setDrafts((current) => ({ ...current, [id]: place }))

  return { drafts, setDraft }
}

/** What the plan shows: the whole plan while arranging, else cropped to the tables with a margin. */
function extentOf(placed: { place: Placement }[], plan: Plan, editing: boolean) {
  return editing
    ? { width: plan.width, height: plan.height }
    : {
        width: Math.min(
          plan.width,
          Math.max(...placed.map(({ place }) => place.x + place.width)) + MARGIN
        ),
        height: Math.min(
          plan.height,
          Math.max(...placed.map(({ place }) => place.y + place.height)) + MARGIN
        ),
      }
}

type ArrangeOptions = {
  plan: Plan
  scale: number
  drafts: Record<number, Placement>
  setDraft: (id: number, place: Placement) => void
  onArrange: (table: BoardTable, place: Placement) => void
}

/** Tables follow the pointer (or the arrow keys) while arranging; each finished move goes to `onArrange`. */
function useArrange({ plan, scale, drafts, setDraft, onArrange }: ArrangeOptions) {
  const drag = useRef<Drag | null>(null)
  const keyTimer = useRef<Record<number, ReturnType<typeof setTimeout>>>({})

  const onDragStart = (table: BoardTable, event: PointerEvent, mode: 'move' | 'resize') => {
    event.preventDefault()
    ;(event.currentTarget as Element).setPointerCapture?.(event.pointerId)
    drag.current = {
      table,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      from: drafts[table.id] ?? placeOf(table),
      latest: drafts[table.id] ?? placeOf(table),
    }
  }

  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current
    if (!current) return
    const dx = (event.clientX - current.startX) / scale
    const dy = (event.clientY - current.startY) / scale
    const { from } = current
    const next =
      current.mode === 'move'
        ? { ...from, x: snap(from.x + dx), y: snap(from.y + dy) }
        : { ...from, width: snap(from.width + dx), height: snap(from.height + dy) }
    current.latest = clampTo(plan, next)
    setDraft(current.table.id, current.latest)
  }

  const onPointerUp = () => {
    const current = drag.current
    drag.current = null
    if (!current) return
    if (JSON.stringify(current.latest) !== JSON.stringify(current.from))
      onArrange(current.table, current.latest)
  }

  /* Arrow keys move the focused table by 10 units, Shift + arrow keys resize it; saved once the keys rest. */
  const onKey = (table: BoardTable, event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-SNAP, 0],
      ArrowRight: [SNAP, 0],
      ArrowUp: [0, -SNAP],
      ArrowDown: [0, SNAP],
    }
    const step = steps[event.key]
    if (!step) return
    event.preventDefault()
    const from = drafts[table.id] ?? placeOf(table)
    const next = clampTo(
      plan,
      event.shiftKey
        ? { ...from, width: from.width + step[0], height: from.height + step[1] }
        : { ...from, x: from.x + step[0], y: from.y + step[1] }
    )
    setDraft(table.id, next)
    clearTimeout(keyTimer.current[table.id])
    keyTimer.current[table.id] = setTimeout(() => onArrange(table, next), 400)
  }

  return { onDragStart, onPointerMove, onPointerUp, onKey }
}

/**
 * One area's plan. Viewing, it is cropped to the tables and scaled to the
 * screen; arranging, it shows the whole plan, tables follow the pointer (or the
 * arrow keys) and each finished move is handed to `onArrange`.
 */
export function FloorPlan({
  area,
  tables,
  plan,
  now,
  zone,
  currency,
  editing,
  onOpen,
  onArrange,
}: FloorPlanProps) {
  const { ref, width: available } = useWidth()
  const { drafts, setDraft } = useDrafts(tables)
  const placed = tables.map((table) => ({ table, place: drafts[table.id] ?? placeOf(table) }))
  const extent = extentOf(placed, plan, editing)
  const scale = available ? Math.max(MIN_SCALE, Math.min(1, available / extent.width)) : MIN_SCALE
  const { onDragStart, onPointerMove, onPointerUp, onKey } = useArrange({
    plan,
    scale,
    drafts,
    setDraft,
    onArrange,
  })

  return (
    <div ref={ref} className="overflow-x-auto rounded-lg border bg-muted/30">
      <div
        role="group"
        aria-label={t('restaurant.floor_map.plan_label', { area })}
        className={
          editing
            ? 'relative bg-[radial-gradient(circle,var(--color-border)_1px,transparent_1px)] [background-size:20px_20px]'
            : 'relative'
        }
        style={{ width: extent.width * scale, height: extent.height * scale }}
        onPointerMove={editing ? onPointerMove : undefined}
        onPointerUp={editing ? onPointerUp : undefined}
        onPointerCancel={editing ? onPointerUp : undefined}
      >
        {placed.map(({ table, place }) => (
          <FloorTable
            key={table.id}
            table={table}
            place={place}
            scale={scale}
            now={now}
            zone={zone}
            currency={currency}
            editing={editing}
            onOpen={() => onOpen(table)}
            onDragStart={(event, mode) => onDragStart(table, event, mode)}
            onKey={(event) => onKey(table, event)}
          />
        ))}
      </div>
    </div>
  )
}
