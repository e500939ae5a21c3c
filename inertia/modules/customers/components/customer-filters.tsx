import { FilterBar } from '@/components/lists/filter-bar'
import { t } from '@/lib/i18n'
import type { CustomerFilters as Filters, CustomerKind } from '@/modules/customers/types'

/** Search by name, e-mail, phone or tax id; kind, tag, consent and guest-link filters; every change lands in the URL. */
export function CustomerFiltersBar({
  filters,
  kinds,
  tags,
  onChange,
}: {
  filters: Filters
  kinds: CustomerKind[]
  tags: string[]
  onChange: (changes: Record<string, string>) => void
}) {
  const yesNo = (yes: string, no: string) => [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ]
  return (
    <FilterBar
      id="customers"
      search={{
        label: t('customers.search'),
        placeholder: t('customers.search_placeholder'),
        value: filters.search,
      }}
      selects={[
        {
          name: 'kind',
          label: t('customers.kind'),
          value: filters.kind,
          anyLabel: t('customers.all'),
          options: kinds.map((kind) => ({ value: kind, label: t(`customers.kind.${kind}`) })),
        },
        {
          name: 'tag',
          label: t('customers.tag_filter'),
          value: filters.tag,
          anyLabel: t('customers.all'),
          options: tags.map((tag) => ({ value: tag, label: tag })),
        },
        {
          name: 'consent',
          label: t('customers.consent_filter'),
          value: filters.consent,
          anyLabel: t('customers.all'),
          options: yesNo(t('customers.consents'), t('customers.no_consent')),
        },
        {
          name: 'guest',
          label: t('customers.guest_filter'),
          value: filters.guest,
          anyLabel: t('customers.all'),
          options: yesNo(t('customers.linked'), t('customers.not_linked')),
        },
      ]}
      onChange={onChange}
    />
  )
}
