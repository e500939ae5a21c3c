import { useState, type FormEvent, type ReactNode } from 'react'
import { useForm, type InertiaFormProps } from '@inertiajs/react'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { InputError } from '@/components/ui/input-error'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export type RateRuleRow = {
  id: number
  name: string
  startsOn: string | null
  endsOn: string | null
  weekdays: number[]
  nightlyRateCents: number | null
  minStay: number | null
  closedToArrival: boolean
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7]

type RuleFormData = {
  name: string
  starts_on: string
  ends_on: string
  weekdays: number[]
  nightly_rate: string
  min_stay: string
  closed_to_arrival: boolean
}

function initial(rule?: RateRuleRow): RuleFormData {
  return {
    name: rule?.name ?? '',
    starts_on: rule?.startsOn ?? '',
    ends_on: rule?.endsOn ?? '',
    weekdays: rule?.weekdays ?? [],
    nightly_rate:
      rule?.nightlyRateCents === null || rule?.nightlyRateCents === undefined
        ? ''
        : centsToInput(rule.nightlyRateCents),
    min_stay: rule?.minStay ? String(rule.minStay) : '',
    closed_to_arrival: rule?.closedToArrival ?? false,
  }
}

/* Empty fields mean "no such effect" or "no limit", which the server reads as null. */
const payload = (data: RuleFormData) => ({
  ...data,
  starts_on: data.starts_on || null,
  ends_on: data.ends_on || null,
  nightly_rate: data.nightly_rate.trim() || null,
  min_stay: data.min_stay === '' ? null : Number(data.min_stay),
})

type RuleForm = InertiaFormProps<RuleFormData>
type Errors = Record<string, string | undefined>

type RuleDialogProps = {
  roomTypeId: number
  currency: string
  rule?: RateRuleRow
  trigger: ReactNode
}

/** The days of the week the rule applies on; none ticked is every day. */
function WeekdaysField({
  form,
  errors,
  prefix,
}: {
  form: RuleForm
  errors: Errors
  prefix: string
}) {
  const weekdaysError =
    errors.weekdays ?? Object.entries(errors).find(([key]) => key.startsWith('weekdays.'))?.[1]
  const toggleDay = (day: number, on: boolean) =>
    form.setData(
      'weekdays',
      on
        ? [...form.data.weekdays, day].sort((a, b) => a - b)
        : form.data.weekdays.filter((each) => each !== day)
    )
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('hotel.rates.weekdays')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAYS.map((day) => (
          <div key={day} className="flex items-center gap-2">
            <Checkbox
              id={`${prefix}-day-${day}`}
              checked={form.data.weekdays.includes(day)}
              onCheckedChange={(on) => toggleDay(day, on === true)}
            />
            <Label htmlFor={`${prefix}-day-${day}`}>{t(`hotel.rates.weekday_${day}`)}</Label>
          </div>
        ))}
      </div>
      <InputError message={weekdaysError} />
    </fieldset>
  )
}

function ClosedToArrivalField({ form, prefix }: { form: RuleForm; prefix: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${prefix}-cta`}
          checked={form.data.closed_to_arrival}
          onCheckedChange={(on) => form.setData('closed_to_arrival', on === true)}
          aria-describedby={`${prefix}-cta-hint`}
        />
        <Label htmlFor={`${prefix}-cta`}>{t('hotel.rates.closed_to_arrival')}</Label>
      </div>
      <p id={`${prefix}-cta-hint`} className="text-sm text-muted-foreground">
        {t('hotel.rates.closed_to_arrival_hint')}
      </p>
    </div>
  )
}

/** The rule's price for a night and the shortest stay it allows. */
function RateFields({
  form,
  errors,
  prefix,
  currency,
}: {
  form: RuleForm
  errors: Errors
  prefix: string
  currency: string
}) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <Field
        id={`${prefix}-rate`}
        inputMode="decimal"
        placeholder="120.00"
        label={`${t('hotel.rates.nightly_rate')} (${currency})`}
        value={form.data.nightly_rate}
        onChange={(e) => form.setData('nightly_rate', e.target.value)}
        error={errors.nightly_rate}
      />
      <Field
        id={`${prefix}-min-stay`}
        type="number"
        min={1}
        max={365}
        label={t('hotel.rates.min_stay')}
        value={form.data.min_stay}
        onChange={(e) => form.setData('min_stay', e.target.value)}
        error={errors.min_stay}
      />
    </div>
  )
}

/** The rule's form and its save: a new rule is posted, an existing one put. */
function useRateRuleForm(roomTypeId: number, rule: RateRuleRow | undefined, onSaved: () => void) {
  const form = useForm<RuleFormData>(initial(rule))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(payload)
    const onSuccess = () => {
      if (!rule) form.reset()
      onSaved()
    }
    if (rule)
      form.put(urlFor('hotel.room_types.rates.update', { id: roomTypeId, ruleId: rule.id }), {
        preserveScroll: true,
        onSuccess,
      })
    else
      form.post(urlFor('hotel.room_types.rates.store', { id: roomTypeId }), {
        preserveScroll: true,
        onSuccess,
      })
  }
  return { form, submit }
}

/** Adds a rule, or edits `rule`, in a dialog. */
export function RateRuleDialog({ roomTypeId, currency, rule, trigger }: RuleDialogProps) {
  const [open, setOpen] = useState(false)
  const { form, submit } = useRateRuleForm(roomTypeId, rule, () => setOpen(false))
  const errors = form.errors as Errors
  const prefix = rule ? `rule-${rule.id}` : 'rule-new'
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) form.clearErrors()
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {rule ? t('hotel.rates.edit_title', { name: rule.name }) : t('hotel.rates.add_title')}
          </DialogTitle>
          <DialogDescription>{t('hotel.rates.form_description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <Field
            id={`${prefix}-name`}
            required
            maxLength={80}
            label={t('hotel.rates.name')}
            placeholder={t('hotel.rates.name_placeholder')}
            value={form.data.name}
            onChange={(e) => form.setData('name', e.target.value)}
            error={errors.name}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              id={`${prefix}-starts`}
              type="date"
              label={t('hotel.rates.starts_on')}
              value={form.data.starts_on}
              onChange={(e) => form.setData('starts_on', e.target.value)}
              error={errors.starts_on}
            />
            <Field
              id={`${prefix}-ends`}
              type="date"
              label={t('hotel.rates.ends_on')}
              value={form.data.ends_on}
              onChange={(e) => form.setData('ends_on', e.target.value)}
              error={errors.ends_on}
            />
          </div>
          <WeekdaysField form={form} errors={errors} prefix={prefix} />
          <RateFields form={form} errors={errors} prefix={prefix} currency={currency} />
          <ClosedToArrivalField form={form} prefix={prefix} />
          <div>
            <SubmitButton processing={form.processing}>{t('hotel.rates.save')}</SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
