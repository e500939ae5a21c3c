import { Minus, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { SearchPicker } from '@/components/search-picker'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { CustomerOption } from '@/modules/restaurant/types'
import type { Booking } from '@/modules/restaurant/components/pos-types'

export type OrderKind = 'dine_in' | 'takeaway' | 'room_service'

export type OrderSetup = {
  kind: OrderKind
  tableId: number | null
  bookingId: number | null
  reservationId: number | null
  waiterId: number
  covers: number
  customer: CustomerOption | null
}

export type SetupOptions = {
  tables: { id: number; name: string; area: string; seats: number }[]
  bookings: Booking[]
  waiters: { id: number; fullName: string }[]
}

const KINDS: OrderKind[] = ['dine_in', 'takeaway', 'room_service']

/** What the server needs to open the order, once the first item is tapped. */
export function setupFields(setup: OrderSetup) {
  return {
    kind: setup.kind,
    ...(setup.kind === 'dine_in' && setup.tableId ? { table_id: setup.tableId } : {}),
    ...(setup.kind === 'room_service' && setup.bookingId ? { booking_id: setup.bookingId } : {}),
    ...(setup.reservationId ? { reservation_id: setup.reservationId } : {}),
    ...(setup.customer ? { customer_id: setup.customer.id } : {}),
    waiter_id: setup.waiterId,
    covers: setup.covers,
  }
}

/** What still stops the order from being opened (no table, no room), or null. */
export function setupMissing(setup: OrderSetup) {
  if (setup.kind === 'dine_in' && !setup.tableId) return t('restaurant_pos.choose_table')
  if (setup.kind === 'room_service' && !setup.bookingId) return t('restaurant_pos.choose_room')
  return null
}

/** A new order's kind, table or room, waiter, covers and customer. */
export function PosSetup({
  setup,
  options,
  onChange,
}: {
  setup: OrderSetup
  options: SetupOptions
  onChange: (setup: OrderSetup) => void
}) {
  const set = (patch: Partial<OrderSetup>) => onChange({ ...setup, ...patch })
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-3 @lg:grid-cols-2 @4xl:grid-cols-4">
      <KindSwitch kind={setup.kind} onChange={(kind) => set({ kind })} />
      {setup.kind === 'dine_in' && (
        <Choice
          id="pos-table"
          label={t('restaurant_pos.table')}
          value={setup.tableId}
          options={options.tables.map((table) => ({
            id: table.id,
            label: `${table.name} · ${table.area}`,
          }))}
          onChange={(tableId) => set({ tableId })}
        />
      )}
      {setup.kind === 'room_service' && (
        <Choice
          id="pos-booking"
          label={t('restaurant_pos.room')}
          value={setup.bookingId}
          options={options.bookings.map((booking) => ({
            id: booking.id,
            label: `${booking.roomNumber} · ${booking.guestName}`,
          }))}
          onChange={(bookingId) => set({ bookingId })}
        />
      )}
      <Choice
        id="pos-waiter"
        label={t('restaurant_pos.waiter')}
        value={setup.waiterId}
        options={options.waiters.map((waiter) => ({ id: waiter.id, label: waiter.fullName }))}
        onChange={(waiterId) => waiterId && set({ waiterId })}
      />
      <CoversStepper covers={setup.covers} onChange={(covers) => set({ covers })} />
      <div className="@lg:col-span-2">
        <SearchPicker<CustomerOption>
          id="pos-customer"
          label={t('restaurant_pos.customer')}
          placeholder={t('restaurant_pos.find_customer')}
          url={(search) => urlFor('restaurant.orders.customer_options', {}, { qs: { search } })}
          read={(body) => body.customers}
          render={(option) => (
            <>
              <span className="font-medium">{option.name}</span>
              <span className="text-sm text-muted-foreground">{option.phone}</span>
            </>
          )}
          value={setup.customer}
          onChange={(customer) => set({ customer })}
          texts={{
            results: t('restaurant_pos.find_customer'),
            none: t('restaurant_pos.no_customer'),
            change: t('restaurant_pos.change_customer'),
          }}
        />
      </div>
    </div>
  )
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: number | null
  options: { id: number; label: string }[]
  onChange: (value: number | null) => void
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="h-10"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('restaurant_pos.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

function KindSwitch({
  kind: current,
  onChange,
}: {
  kind: OrderKind
  onChange: (kind: OrderKind) => void
}) {
  return (
    <div className="flex gap-1 rounded-lg bg-muted p-1 @lg:col-span-2" role="radiogroup">
      {KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          role="radio"
          aria-checked={current === kind}
          onClick={() => onChange(kind)}
          className={cn(
            'h-10 flex-1 rounded-md px-2 text-sm font-medium',
            current === kind ? 'bg-background shadow-sm dark:bg-input/60' : 'text-muted-foreground'
          )}
        >
          {t(`restaurant.order_kind.${kind}`)}
        </button>
      ))}
    </div>
  )
}

function CoversStepper({
  covers,
  onChange,
}: {
  covers: number
  onChange: (covers: number) => void
}) {
  return (
    <div className="grid gap-1">
      <Label>{t('restaurant_pos.covers')}</Label>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-10"
          aria-label={t('restaurant_pos.fewer_covers')}
          disabled={covers <= 1}
          onClick={() => onChange(covers - 1)}
        >
          <Minus />
        </Button>
        <span className="w-8 text-center text-lg tabular-nums" aria-live="polite">
          {covers}
        </span>
        <Button
          variant="outline"
          size="icon"
          className="size-10"
          aria-label={t('restaurant_pos.more_covers')}
          disabled={covers >= 100}
          onClick={() => onChange(covers + 1)}
        >
          <Plus />
        </Button>
      </div>
    </div>
  )
}
