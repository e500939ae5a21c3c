import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { StatusBadge } from '@/modules/hotel/components/status-badge'
import { StatusHistory } from '@/modules/hotel/components/status-history'
import {
  RoomBlockForm,
  RoomBlockList,
  RoomUpcomingBookings,
  type RoomBlockRow,
  type UpcomingBooking,
} from '@/modules/hotel/components/room-blocks'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { t } from '@/lib/i18n'
import type { HousekeepingStatus, RoomRow, StatusChange } from '@/modules/hotel/types'
import { urlFor } from '@/lib/routes'

type ManageProps = {
  room: RoomRow
  history: StatusChange[]
  statuses: HousekeepingStatus[]
  today: string
  blocks: RoomBlockRow[]
  upcomingBookings: UpcomingBooking[]
}

/** The room's operational page: change its housekeeping status with a reason, block it out of order, see its history. */
export default function Manage({
  room,
  history,
  statuses,
  today,
  blocks,
  upcomingBookings,
}: ManageProps) {
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
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.rooms.title'), href: urlFor('hotel.rooms.index') },
        {
          title: t('hotel.rooms.room_title', { number: room.number }),
          href: urlFor('hotel.rooms.show', { id: room.id }),
        },
        { title: t('hotel.rooms.manage'), href: urlFor('hotel.rooms.manage', { id: room.id }) },
      ]}
    >
      <Heading
        level="h1"
        title={t('hotel.rooms.manage_title', { number: room.number })}
        description={t('hotel.rooms.manage_description')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
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
        <Card className="lg:row-span-2">
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.rooms.history')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StatusHistory history={history} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('hotel.blocks.title')}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{t('hotel.blocks.description')}</p>
          </CardHeader>
          <CardContent className="grid gap-6">
            <RoomBlockList roomId={room.id} roomNumber={room.number} blocks={blocks} />
            <RoomBlockForm roomId={room.id} today={today} />
            <section aria-labelledby="upcoming-bookings" className="grid gap-2">
              <h3 id="upcoming-bookings" className="text-sm font-medium">
                {t('hotel.blocks.upcoming_bookings')}
              </h3>
              <RoomUpcomingBookings bookings={upcomingBookings} />
            </section>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
