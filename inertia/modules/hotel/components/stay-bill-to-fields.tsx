import { Field } from '@/components/forms/field'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'

export type BillTo = 'guest' | 'company'

type Props = {
  guestName: string
  billTo: BillTo
  name: string
  address: string
  taxId: string
  errors: Record<string, string | undefined>
  onBillTo: (billTo: BillTo) => void
  onChange: (field: 'billToName' | 'billToAddress' | 'billToTaxId', value: string) => void
}

/** Whom the invoice is made out to: the guest, or a company with its name, address and tax id. */
export function StayBillToFields({
  guestName,
  billTo,
  name,
  address,
  taxId,
  errors,
  onBillTo,
  onChange,
}: Props) {
  const options: [BillTo, string][] = [
    ['guest', t('hotel.stays.bill_to.guest', { name: guestName })],
    ['company', t('hotel.stays.bill_to.company')],
  ]
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{t('hotel.stays.bill_to.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(([value, label]) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              billTo === value && 'border-primary bg-accent'
            )}
          >
            <input
              type="radio"
              name="billTo"
              value={value}
              className="mt-0.5 size-4 accent-primary"
              checked={billTo === value}
              onChange={() => onBillTo(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {billTo === 'company' && (
        <div className="grid gap-4">
          <Field
            id="billToName"
            label={t('hotel.stays.bill_to.name')}
            maxLength={200}
            value={name}
            onChange={(event) => onChange('billToName', event.target.value)}
            error={errors.billToName}
          />
          <Field
            id="billToAddress"
            label={t('hotel.stays.bill_to.address')}
            maxLength={500}
            value={address}
            onChange={(event) => onChange('billToAddress', event.target.value)}
            error={errors.billToAddress}
          />
          <Field
            id="billToTaxId"
            label={t('hotel.stays.bill_to.tax_id')}
            maxLength={60}
            value={taxId}
            onChange={(event) => onChange('billToTaxId', event.target.value)}
            error={errors.billToTaxId}
          />
        </div>
      )}
    </fieldset>
  )
}
