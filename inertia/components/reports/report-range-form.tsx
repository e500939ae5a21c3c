import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/forms/field'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { RangeProps } from '@/components/reports/report-types'

type ReportRangeFormProps = Pick<RangeProps, 'range' | 'rangeErrors' | 'presets'> & {
  path: string
  /** Other filters of the report (a product, a kind), kept when the dates change. */
  keep?: Record<string, string | number | null | undefined>
}

export function reportQuery(
  values: Record<string, string | number | null | undefined>
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)])
  )
}

const href = (path: string, values: Record<string, string | number | null | undefined>) =>
  `${path}?${new URLSearchParams(reportQuery(values))}`

/**
 * The report's dates: a from/to form and one-click quick ranges. Both change the
 * URL, so a report is a link someone else can open. What was typed stays in the
 * fields when the server refuses it, with the message under the field.
 */
export function ReportRangeForm({
  range,
  rangeErrors,
  presets,
  path,
  keep = {},
}: ReportRangeFormProps) {
  const [dates, setDates] = useState(range)
  const [processing, setProcessing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    router.get(path, reportQuery({ ...keep, ...dates }), {
      preserveState: true,
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    })
  }
  const broken = Boolean(rangeErrors.from || rangeErrors.to)
  return (
    <div className="grid gap-3">
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('reports.range.legend')}
        className="grid gap-3 sm:grid-cols-[10.5rem_10.5rem_auto] sm:items-start"
      >
        <Field
          id="from"
          type="date"
          label={t('reports.range.from')}
          value={dates.from}
          onChange={(event) => setDates({ ...dates, from: event.target.value })}
          error={rangeErrors.from}
        />
        <Field
          id="to"
          type="date"
          label={t('reports.range.to')}
          value={dates.to}
          onChange={(event) => setDates({ ...dates, to: event.target.value })}
          error={rangeErrors.to}
        />
        <Button
          type="submit"
          disabled={processing}
          className="sm:mt-[1.375rem] sm:justify-self-start"
        >
          {t('reports.range.apply')}
        </Button>
      </form>
      {broken && (
        <p className="text-sm text-muted-foreground">{t('reports.range.showing_default')}</p>
      )}
      <nav aria-label={t('reports.range.quick')} className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const current = preset.from === range.from && preset.to === range.to && !broken
          return (
            <Button
              key={preset.key}
              asChild
              size="sm"
              variant={current ? 'secondary' : 'outline'}
              className={cn(current && 'font-semibold')}
            >
              <Link
                href={href(path, { ...keep, from: preset.from, to: preset.to })}
                preserveScroll
                aria-current={current ? 'true' : undefined}
              >
                {t(`reports.range.${preset.key}`)}
              </Link>
            </Button>
          )
        })}
      </nav>
    </div>
  )
}
