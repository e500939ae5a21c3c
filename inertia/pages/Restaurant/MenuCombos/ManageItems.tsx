import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Pencil } from 'lucide-react'
import { FormPage } from '@/components/forms/form-page'
import { Button } from '@/components/ui/button'
import { InputError } from '@/components/ui/input-error'
import {
  ComboLineRow,
  ComboTotals,
  ComboFormButtons,
  comboLineData,
  comboItemsPayload,
  comboSums,
  type ComboLineData as Line,
} from '@/modules/restaurant/components/combo-lines'
import { useMenuLive } from '@/modules/restaurant/components/menu-live'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ComboItemOption, ComboLine, EditableCombo } from '@/modules/restaurant/types'

type ManageItemsProps = {
  combo: EditableCombo
  lines: { items: ComboLine[]; options: ComboItemOption[] }
  currency: string
}

/** Which items the combo holds and how many; the totals follow what is on screen, the costs today's averages. */
export default function ManageItems({ combo, lines, currency }: ManageItemsProps) {
  useMenuLive<ManageItemsProps>(['lines'], { costs: true })
  const form = useForm<{ items: Line[] }>({ items: lines.items.map(comboLineData) })
  useUnsavedChanges(form.isDirty && !form.processing)
  const errors = form.errors as Record<string, string | undefined>
  const set = (index: number, change: Partial<Line>) =>
    form.setData(
      'items',
      form.data.items.map((line, at) => (at === index ? { ...line, ...change } : line))
    )
  const { separately, cost } = comboSums(form.data.items, lines.options)
  const money = (cents: number) => formatMoney(cents, currency)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(comboItemsPayload)
    form.put(urlFor('restaurant.menu_combos.update_items', { id: combo.id }), {
      preserveScroll: true,
      onSuccess: () => form.setDefaults(),
    })
  }
  return (
    <FormPage
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
        { title: combo.name, href: urlFor('restaurant.menu_combos.edit', { id: combo.id }) },
        {
          title: t('restaurant.combos.manage_items'),
          href: urlFor('restaurant.menu_combos.items', { id: combo.id }),
        },
      ]}
      title={t('restaurant.combos.manage_title', { name: combo.name })}
      description={t('restaurant.combos.manage_description')}
      actions={
        <Button variant="outline" asChild>
          <Link route="restaurant.menu_combos.edit" routeParams={{ id: combo.id }}>
            <Pencil aria-hidden="true" />
            {t('restaurant.edit')}
          </Link>
        </Button>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form className="grid gap-4" noValidate onSubmit={submit}>
          {form.data.items.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('restaurant.combos.no_items')}</p>
          )}
          <ol className="grid gap-3">
            {form.data.items.map((line, index) => (
              <ComboLineRow
                key={index}
                index={index}
                line={line}
                options={lines.options}
                errors={errors}
                money={money}
                onChange={(change) => set(index, change)}
                onRemove={() =>
                  form.setData(
                    'items',
                    form.data.items.filter((_, at) => at !== index)
                  )
                }
              />
            ))}
          </ol>
          <InputError message={errors.items} />
          <ComboFormButtons
            processing={form.processing}
            saved={form.recentlySuccessful}
            onAdd={() =>
              form.setData('items', [...form.data.items, { menu_item_id: '', quantity: '1' }])
            }
          />
        </form>
        <ComboTotals separately={separately} price={combo.priceCents} cost={cost} money={money} />
      </div>
    </FormPage>
  )
}
