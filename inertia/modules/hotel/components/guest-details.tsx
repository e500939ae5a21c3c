import { countryName } from '@/modules/hotel/lib/countries'
import { t } from '@/lib/i18n'
import type { GuestDetail } from '@/modules/hotel/types'

const none = t('hotel.none')

/** Contact, document and notes of one guest. */
export function GuestDetails({ guest }: { guest: GuestDetail }) {
  const rows: [string, string][] = [
    [t('hotel.guests.email'), guest.email ?? none],
    [t('hotel.guests.phone'), guest.phone || none],
    [
      t('hotel.guests.document'),
      [guest.documentType, guest.documentNumber].filter(Boolean).join(' ') || none,
    ],
    [t('hotel.guests.nationality'), countryName(guest.nationality) ?? none],
    [t('hotel.guests.birth_date'), guest.birthDate ?? none],
    [t('hotel.guests.company'), guest.company || none],
    [t('hotel.guests.address'), guest.address || none],
    [t('hotel.guests.notes'), guest.notes || none],
  ]
  if (guest.isBlocked) rows.push([t('hotel.guests.blocked_reason'), guest.blockedReason])
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
