import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { HousekeepingStatus, RoomRow } from '@/modules/hotel/types'

/** A new housekeeping status for the room, with the reason for the change. */
export function RoomStatusChange({
  room,
  statuses,
}: {
  room: RoomRow
  statuses: HousekeepingStatus[]
}) {
  const form = useForm<{ status: string; reason: string }>({ status: '', reason: '' })
  useUnsavedChanges(form.isDirty && !form.processing)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('hotel.rooms.change_status', { id: room.id }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t('hotel.rooms.change_status')}</h2>
          <StatusBadge status={room.housekeepingStatus} />
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="status">{t('hotel.rooms.new_status')}</Label>
            <NativeSelect
              id="status"
              required
              value={form.data.status}
              onChange={(e) => form.setData('status', e.target.value)}
              aria-invalid={form.errors.status ? true : undefined}
              aria-describedby={form.errors.status ? 'status-error' : undefined}
            >
              <option value="" disabled>
                {t('hotel.rooms.current_status', {
                  status: t(`hotel.status.${room.housekeepingStatus}`),
                })}
              </option>
              {statuses
                .filter((status) => status !== room.housekeepingStatus)
                .map((status) => (
                  <option key={status} value={status}>
                    {t(`hotel.status.${status}`)}
                  </option>
                ))}
            </NativeSelect>
            <InputError id="status-error" message={form.errors.status} />
          </div>
          <Field
            id="reason"
            label={t('hotel.rooms.reason')}
            required
            maxLength={255}
            placeholder={t('hotel.rooms.reason_placeholder')}
            value={form.data.reason}
            onChange={(e) => form.setData('reason', e.target.value)}
            error={form.errors.reason}
          />
          <div className="flex items-center gap-4">
            <SubmitButton processing={form.processing}>
              {t('hotel.rooms.change_status')}
            </SubmitButton>
            <SavedNote show={form.recentlySuccessful} />
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
