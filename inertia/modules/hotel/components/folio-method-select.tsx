import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { InputError } from '@/components/ui/input-error'
import { PAYMENT_METHODS } from '@/modules/hotel/components/stay-types'
import { t } from '@/lib/i18n'

type Props = {
  id: string
  value: string
  onChange: (value: string) => void
  error?: string
  label?: string
  allowNone?: boolean
}

/** Cash, card or transfer, labelled, with its error underneath. */
export function PaymentMethodSelect({
  id,
  value,
  onChange,
  error,
  label = t('hotel.folio.method'),
  allowNone = false,
}: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {allowNone && <option value="">{t('hotel.folio.no_method')}</option>}
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`hotel.folio.methods.${method}`)}
          </option>
        ))}
      </NativeSelect>
      <InputError id={`${id}-error`} message={error} />
    </div>
  )
}
