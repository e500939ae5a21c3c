import type { InertiaFormProps } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { InputError } from '@/components/ui/input-error'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { Textarea } from '@/components/ui/textarea'
import type {
  BookingFormData,
  BookingFormPermissions,
  BookingSource,
  QuotedType,
} from '@/modules/hotel/lib/booking'
import { centsToInput } from '@/lib/money'
import { t } from '@/lib/i18n'

type Form = InertiaFormProps<BookingFormData>
type Errors = Record<string, string | undefined>

/** Money the front desk may set by hand: the guest's credit limit and a nightly rate that overrides the plan's. */
function MoneyFields({
  form,
  errors,
  currency,
  can,
  chosen,
}: {
  form: Form
  errors: Errors
  currency: string
  can: BookingFormPermissions
  chosen: QuotedType | null
}) {
  return (
    <>
      {can.editCreditLimit && (
        <div className="grid gap-1.5">
          <Field
            id="creditLimit"
            inputMode="decimal"
            label={`${t('hotel.bookings.credit_limit')} (${currency})`}
            value={form.data.creditLimit}
            onChange={(event) => form.setData('creditLimit', event.target.value)}
            error={errors.creditLimitCents}
          />
          <p className="text-xs text-muted-foreground">{t('hotel.bookings.credit_limit_hint')}</p>
        </div>
      )}
      {can.overrideRate && (
        <div className="grid gap-1.5">
          <Field
            id="nightlyRate"
            inputMode="decimal"
            label={`${t('hotel.bookings.nightly_rate')} (${currency})`}
            placeholder={
              chosen?.quote.nights[0] ? centsToInput(chosen.quote.nights[0].rateCents) : ''
            }
            value={form.data.nightlyRate}
            onChange={(event) => form.setData('nightlyRate', event.target.value)}
            error={errors.nightlyRateCents}
          />
          <p className="text-xs text-muted-foreground">{t('hotel.bookings.nightly_rate_hint')}</p>
        </div>
      )}
    </>
  )
}

type DetailsProps = {
  form: Form
  errors: Errors
  sources: BookingSource[]
  statuses?: BookingFormData['status'][]
  currency: string
  can: BookingFormPermissions
  chosen: QuotedType | null
}

/** The details card: first status (a new booking only), source, money overrides and requests. */
export function BookingDetailsFields({ form, errors, sources, statuses, ...money }: DetailsProps) {
  const { data } = form
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('hotel.bookings.details')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid items-start gap-4 sm:grid-cols-2">
        {statuses && (
          <div className="grid gap-2">
            <Label htmlFor="status">{t('hotel.bookings.status_label')}</Label>
            <NativeSelect
              id="status"
              value={data.status}
              onChange={(event) =>
                form.setData('status', event.target.value as BookingFormData['status'])
              }
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`hotel.bookings.status.${status}`)}
                </option>
              ))}
            </NativeSelect>
            <InputError message={errors.status} />
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor="source">{t('hotel.bookings.source_label')}</Label>
          <NativeSelect
            id="source"
            value={data.source}
            onChange={(event) => form.setData('source', event.target.value as BookingSource)}
          >
            {sources.map((source) => (
              <option key={source} value={source}>
                {t(`hotel.bookings.source.${source}`)}
              </option>
            ))}
          </NativeSelect>
          <InputError message={errors.source} />
        </div>
        <MoneyFields form={form} errors={errors} {...money} />
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="specialRequests">{t('hotel.bookings.special_requests')}</Label>
          <Textarea
            id="specialRequests"
            rows={3}
            maxLength={2000}
            placeholder={t('hotel.bookings.special_requests_placeholder')}
            value={data.specialRequests}
            onChange={(event) => form.setData('specialRequests', event.target.value)}
          />
          <InputError message={errors.specialRequests} />
        </div>
      </CardContent>
    </Card>
  )
}
