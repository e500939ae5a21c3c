import { useState, type FormEvent } from 'react'
import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import type {
  BoardRoom,
  Housekeeper,
  TaskKind,
} from '@/modules/hotel/components/housekeeping-types'
import { urlFor } from '@/lib/routes'

type NewTaskProps = {
  rooms: BoardRoom[]
  kinds: TaskKind[]
  housekeepers: Housekeeper[]
  today: string
}

type TaskForm = InertiaFormProps<{
  roomId: string
  kind: string
  assigneeId: string
  notes: string
  dueOn: string
}>

function Select({
  id,
  label,
  error,
  children,
  ...props
}: React.ComponentProps<typeof NativeSelect> & { id: string; label: string; error?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {children}
      </NativeSelect>
      <InputError id={`${id}-error`} message={error} />
    </div>
  )
}

/** Which room, what to do, for whom and by when. */
function TaskFields({
  form,
  rooms,
  kinds,
  housekeepers,
}: Omit<NewTaskProps, 'today'> & { form: TaskForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        id="task-room"
        label={t('hotel.housekeeping.room')}
        required
        value={form.data.roomId}
        onChange={(event) => form.setData('roomId', event.target.value)}
        error={form.errors.roomId}
      >
        <option value="" disabled>
          {t('hotel.housekeeping.choose_room')}
        </option>
        {rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {room.number} · {room.typeCode}
          </option>
        ))}
      </Select>
      <Select
        id="task-kind"
        label={t('hotel.housekeeping.kind')}
        required
        value={form.data.kind}
        onChange={(event) => form.setData('kind', event.target.value)}
        error={form.errors.kind}
      >
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`hotel.housekeeping.kind_${kind}`)}
          </option>
        ))}
      </Select>
      <Select
        id="task-assignee"
        label={t('hotel.housekeeping.assignee')}
        value={form.data.assigneeId}
        onChange={(event) => form.setData('assigneeId', event.target.value)}
        error={form.errors.assigneeId}
      >
        <option value="">{t('hotel.housekeeping.nobody')}</option>
        {housekeepers.map((person) => (
          <option key={person.id} value={person.id}>
            {person.fullName}
          </option>
        ))}
      </Select>
      <Field
        id="task-due"
        type="date"
        label={t('hotel.housekeeping.due_on')}
        value={form.data.dueOn}
        onChange={(event) => form.setData('dueOn', event.target.value)}
        error={form.errors.dueOn}
      />
    </div>
  )
}

/** A supervisor's form for one task: which room, what to do, for whom, by when. */
export function NewTaskDialog({ rooms, kinds, housekeepers, today }: NewTaskProps) {
  const [open, setOpen] = useState(false)
  const form = useForm({
    roomId: '',
    kind: 'checkout_clean',
    assigneeId: '',
    notes: '',
    dueOn: today,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      roomId: data.roomId === '' ? '' : Number(data.roomId),
      assigneeId: data.assigneeId === '' ? null : Number(data.assigneeId),
    }))
    form.post(urlFor('hotel.housekeeping.tasks.store'), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        setOpen(false)
      },
    })
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('hotel.housekeeping.new_task')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('hotel.housekeeping.new_task')}</DialogTitle>
          <DialogDescription>{t('hotel.housekeeping.new_task_description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <TaskFields form={form} rooms={rooms} kinds={kinds} housekeepers={housekeepers} />
          <div className="grid gap-2">
            <Label htmlFor="task-notes">{t('hotel.housekeeping.notes')}</Label>
            <Textarea
              id="task-notes"
              rows={3}
              maxLength={2000}
              value={form.data.notes}
              onChange={(event) => form.setData('notes', event.target.value)}
              aria-invalid={form.errors.notes ? true : undefined}
            />
            <InputError message={form.errors.notes} />
          </div>
          <div>
            <SubmitButton processing={form.processing}>
              {t('hotel.housekeeping.create_submit')}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
