import { useForm } from '@inertiajs/react'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { cn } from '@/lib/utils'

/** Short in red, over in green, balanced plain; the sign is in the words too, not only the colour. */
export function DrawerDifference({ cents, currency }: { cents: number; currency: string }) {
  const word =
    cents < 0
      ? t('restaurant.cash_drawers.short')
      : cents > 0
        ? t('restaurant.cash_drawers.over')
        : t('restaurant.cash_drawers.balanced')
  return (
    <span
      data-difference={cents}
      className={cn(
        'font-medium tabular-nums',
        cents < 0 && 'text-red-700 dark:text-red-400',
        cents > 0 && 'text-green-700 dark:text-green-400'
      )}
    >
      {word} {formatMoney(cents, currency)}
    </span>
  )
}

/** Opens the user's drawer with the float counted into it. */
export function OpenDrawerForm() {
  const form = useForm({ float: '' })
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('restaurant.cash_drawers.open'), {
          preserveScroll: true,
          onSuccess: () => form.reset(),
        })
      }}
    >
      <div className="min-w-40 flex-1">
        <Field
          id="drawer-float"
          label={t('restaurant.cash_drawers.float_label')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="100.00"
          value={form.data.float}
          onChange={(event) => form.setData('float', event.target.value)}
          error={form.errors.float}
        />
      </div>
      <SubmitButton processing={form.processing} className="mb-[1px]">
        {t('restaurant.cash_drawers.open')}
      </SubmitButton>
    </form>
  )
}

/** Closes a drawer with the cash counted in it (and a note on the count). */
export function CloseDrawerForm({ drawerId, idPrefix }: { drawerId: number; idPrefix: string }) {
  const form = useForm({ counted: '', note: '' })
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('restaurant.cash_drawers.close', { id: drawerId }), {
          preserveScroll: true,
        })
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Field
          id={`${idPrefix}-counted`}
          label={t('restaurant.cash_drawers.counted_label')}
          inputMode="decimal"
          autoComplete="off"
          value={form.data.counted}
          onChange={(event) => form.setData('counted', event.target.value)}
          error={form.errors.counted}
        />
        <Field
          id={`${idPrefix}-note`}
          label={t('restaurant.cash_drawers.note_label')}
          autoComplete="off"
          value={form.data.note}
          onChange={(event) => form.setData('note', event.target.value)}
          error={form.errors.note}
        />
      </div>
      <div>
        <SubmitButton processing={form.processing} variant="outline">
          {t('restaurant.cash_drawers.close')}
        </SubmitButton>
      </div>
    </form>
  )
}
