import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/forms/field'
import { reportQuery } from '@/components/reports/report-range-form'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import type { DateProps } from '@/components/reports/report-types'

type ReportDateFormProps = Pick<DateProps, 'asOf' | 'asOfError' | 'datePresets'> & {
  path: string
  keep?: Record<string, string | number | null | undefined>
  max?: string
}

/**
 * A report "as of" one day: the date, and quick picks (today, the end of last
 * month or year). Like the range form, it changes the URL and keeps what was
 * typed, with the message under the field, when the server refuses it.
 */
export function ReportDateForm({
  asOf,
  asOfError,
  datePresets,
  path,
  keep = {},
  max,
}: ReportDateFormProps) {
  const [date, setDate] = useState(asOf)
  const [processing, setProcessing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    router.get(path, reportQuery({ ...keep, as_of: date }), {
      preserveState: true,
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    })
  }
  return (
    <div className="grid gap-3">
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('reports.range.as_of_legend')}
        className="grid gap-3 sm:grid-cols-[10.5rem_auto] sm:items-start"
      >
        <Field
          id="as_of"
          type="date"
          label={t('reports.range.as_of')}
          value={date}
          max={max}
          onChange={(event) => setDate(event.target.value)}
          error={asOfError}
        />
        <Button
          type="submit"
          disabled={processing}
          className="sm:mt-[1.375rem] sm:justify-self-start"
        >
          {t('reports.range.apply')}
        </Button>
      </form>
      {asOfError && (
        <p className="text-sm text-muted-foreground">{t('reports.range.showing_today')}</p>
      )}
      <nav aria-label={t('reports.range.quick')} className="flex flex-wrap gap-2">
        {datePresets.map((preset) => {
          const current = preset.date === asOf && !asOfError
          return (
            <Button
              key={preset.key}
              asChild
              size="sm"
              variant={current ? 'secondary' : 'outline'}
              className={cn(current && 'font-semibold')}
            >
              <Link
                href={`${path}?${new URLSearchParams(reportQuery({ ...keep, as_of: preset.date }))}`}
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
