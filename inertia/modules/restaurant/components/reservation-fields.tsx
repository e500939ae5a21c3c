import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Textarea } from '@/components/ui/textarea'
import { t } from '@/lib/i18n'
import type { TableOption } from '@/modules/restaurant/types'

export type ReservationTimeData = {
  party_size: string
  date: string
  time: string
  duration_minutes: string
  table_id: string
  notes: string
}

/**
 * Party, date, time, duration, table and notes: the part of a reservation the
 * Create form and the Show page's edit form share. Tables too small for the
 * party are still listed (the server says why they will not do).
 */
/** The table, or none yet; tables too small for the party are shown but cannot be picked. */
function TableField({
  tables,
  value,
  party,
  error,
  onChange,
}: {
  tables: TableOption[]
  value: string
  party: number
  error?: string
  onChange: (tableId: string) => void
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="table_id">{t('restaurant.reservations.table')}</Label>
      <NativeSelect
        id="table_id"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'table_id-error' : undefined}
      >
        <option value="">{t('restaurant.reservations.table_later')}</option>
        {tables.map((table) => (
          <option key={table.id} value={table.id} disabled={party > 0 && table.seats < party}>
            {t('restaurant.reservations.table_option', {
              name: table.name,
              area: table.area,
              seats: table.seats,
            })}
          </option>
        ))}
      </NativeSelect>
      <InputError id="table_id-error" message={error} />
    </div>
  )
}

export function ReservationFields<Data extends ReservationTimeData>({
  form,
  tables,
  today,
}: {
  form: InertiaFormProps<Data>
  tables: TableOption[]
  today: string
}) {
  const data = form.data as ReservationTimeData
  const errors = form.errors as Record<string, string | undefined>
  const set = (key: keyof ReservationTimeData, value: string) =>
    (form.setData as unknown as (key: string, value: string) => void)(key, value)
  const text = (key: keyof ReservationTimeData) => ({
    value: data[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  })
  const party = Number(data.party_size) || 0
  return (
    <>
      <div className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id="party_size"
          type="number"
          min={1}
          max={100}
          required
          label={t('restaurant.reservations.party_size')}
          {...text('party_size')}
        />
        <Field
          id="date"
          type="date"
          min={today}
          required
          label={t('restaurant.reservations.date')}
          {...text('date')}
        />
        <Field
          id="time"
          type="time"
          step={300}
          required
          label={t('restaurant.reservations.time')}
          {...text('time')}
        />
        <Field
          id="duration_minutes"
          type="number"
          min={15}
          max={720}
          step={15}
          label={t('restaurant.reservations.duration')}
          {...text('duration_minutes')}
        />
      </div>
      <TableField
        tables={tables}
        value={data.table_id}
        party={party}
        error={errors.table_id}
        onChange={(tableId) => set('table_id', tableId)}
      />
      <div className="grid gap-2">
        <Label htmlFor="notes">{t('restaurant.reservations.notes')}</Label>
        <Textarea
          id="notes"
          rows={3}
          placeholder={t('restaurant.reservations.notes_placeholder')}
          value={data.notes}
          onChange={(event) => set('notes', event.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? 'notes-error' : undefined}
        />
        <InputError id="notes-error" message={errors.notes} />
      </div>
    </>
  )
}

/* Blank numbers are left out so that defaults apply; an empty table is "assign later". */
export function reservationPayload<Data extends ReservationTimeData>(data: Data) {
  return {
    ...data,
    party_size: data.party_size.trim(),
    duration_minutes: data.duration_minutes.trim() || undefined,
    table_id: data.table_id ? Number(data.table_id) : null,
  }
}
