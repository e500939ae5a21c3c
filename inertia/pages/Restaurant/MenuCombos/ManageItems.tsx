import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { InputError } from '@/components/ui/input-error'
import { NativeSelect } from '@/components/ui/select-native'
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

type Line = { menu_item_id: string; quantity: string }

/** Which items the combo holds and how many; the totals follow what is on screen, the costs today's averages. */
export default function ManageItems({ combo, lines, currency }: ManageItemsProps) {
  useMenuLive<ManageItemsProps>(['lines'], { costs: true })
  const form = useForm<{ items: Line[] }>({
    items: lines.items.map((line) => ({
      menu_item_id: String(line.menuItemId),
      quantity: String(line.quantity),
    })),
  })
  useUnsavedChanges(form.isDirty && !form.processing)
  const errors = form.errors as Record<string, string | undefined>
  const optionOf = (id: string) => lines.options.find((option) => String(option.id) === id)
  const set = (index: number, change: Partial<Line>) =>
    form.setData(
      'items',
      form.data.items.map((line, at) => (at === index ? { ...line, ...change } : line))
    )
  const counted = form.data.items.map((line) => ({
    option: optionOf(line.menu_item_id),
    quantity: Number(line.quantity) || 0,
  }))
  const separately = counted.reduce(
    (sum, { option, quantity }) => sum + (option?.priceCents ?? 0) * quantity,
    0
  )
  const cost = counted.reduce(
    (sum, { option, quantity }) => sum + (option?.costCents ?? 0) * quantity,
    0
  )
  const money = (cents: number) => formatMoney(cents, currency)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      items: data.items.map((line) => ({
        menu_item_id: line.menu_item_id ? Number(line.menu_item_id) : undefined,
        quantity: line.quantity,
      })),
    }))
    form.put(urlFor('restaurant.menu_combos.update_items', { id: combo.id }), {
      preserveScroll: true,
      onSuccess: () => form.setDefaults(),
    })
  }
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('restaurant.combos.title'), href: urlFor('restaurant.menu_combos.index') },
        { title: combo.name, href: urlFor('restaurant.menu_combos.edit', { id: combo.id }) },
        {
          title: t('restaurant.combos.manage_items'),
          href: urlFor('restaurant.menu_combos.items', { id: combo.id }),
        },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('restaurant.combos.manage_title', { name: combo.name })}
          description={t('restaurant.combos.manage_description')}
        />
        <Button variant="outline" asChild>
          <Link route="restaurant.menu_combos.edit" routeParams={{ id: combo.id }}>
            <Pencil aria-hidden="true" />
            {t('restaurant.edit')}
          </Link>
        </Button>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form className="grid gap-4" noValidate onSubmit={submit}>
          {form.data.items.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('restaurant.combos.no_items')}</p>
          )}
          <ol className="grid gap-3">
            {form.data.items.map((line, index) => {
              const option = optionOf(line.menu_item_id)
              const error = (field: string) => errors[`items.${index}.${field}`]
              return (
                <li
                  key={index}
                  className="grid grid-cols-[minmax(0,1fr)_5rem_2.5rem] items-start gap-2"
                >
                  <div className="grid gap-1">
                    <NativeSelect
                      aria-label={`${t('restaurant.combos.items')} ${index + 1}`}
                      value={line.menu_item_id}
                      aria-invalid={error('menu_item_id') ? true : undefined}
                      onChange={(event) => set(index, { menu_item_id: event.target.value })}
                    >
                      <option value="">{t('restaurant.combos.choose_item')}</option>
                      {lines.options.map((item) => (
                        <option key={item.id} value={item.id}>
                          {item.categoryName} · {item.name} ({money(item.priceCents)})
                        </option>
                      ))}
                    </NativeSelect>
                    <InputError message={error('menu_item_id')} />
                  </div>
                  <div className="grid gap-1">
                    <Input
                      type="number"
                      min={1}
                      max={20}
                      aria-label={`${t('restaurant.menu.quantity')} ${index + 1}`}
                      value={line.quantity}
                      aria-invalid={error('quantity') ? true : undefined}
                      onChange={(event) => set(index, { quantity: event.target.value })}
                    />
                    <InputError message={error('quantity')} />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('restaurant.combos.remove_item', {
                      name: option?.name ?? String(index + 1),
                    })}
                    onClick={() =>
                      form.setData(
                        'items',
                        form.data.items.filter((_, at) => at !== index)
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              )
            })}
          </ol>
          <InputError message={errors.items} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                form.setData('items', [...form.data.items, { menu_item_id: '', quantity: '1' }])
              }
            >
              <Plus aria-hidden="true" />
              {t('restaurant.combos.add_item')}
            </Button>
            <SubmitButton processing={form.processing}>
              {t('restaurant.combos.save_items')}
            </SubmitButton>
            <SavedNote show={form.recentlySuccessful} />
          </div>
        </form>
        <Card>
          <CardHeader>
            <CardTitle>{t('restaurant.combos.totals')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('restaurant.combos.separately')}</dt>
              <dd className="text-right tabular-nums">{money(separately)}</dd>
              <dt className="text-muted-foreground">{t('restaurant.combos.price')}</dt>
              <dd className="text-right font-medium tabular-nums">{money(combo.priceCents)}</dd>
              <dt className="text-muted-foreground">{t('restaurant.menu.cost')}</dt>
              <dd className="text-right tabular-nums" data-testid="combo-cost">
                {money(cost)}
              </dd>
              <dt className="text-muted-foreground">{t('restaurant.menu.margin')}</dt>
              <dd className="text-right font-medium tabular-nums">
                {money(combo.priceCents - cost)}
              </dd>
            </dl>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  )
}
