import type { ReactNode } from 'react'
import { ReportLayout as SharedReportLayout } from '@/components/reports/report-layout'
import { ReportRangeForm } from '@/components/reports/report-range-form'
import { daysInRange, formatLongDay } from '@/components/reports/report-format'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { RangeProps } from '@/components/reports/report-types'

export type ReportName = 'sales' | 'products' | 'tables' | 'waiters' | 'reservations'

type ReportLayoutProps = RangeProps & { report: ReportName; children: ReactNode }

/** A restaurant report in the shared report frame, with its range form and CSV of the same range. */
export function ReportLayout({ report, range, rangeErrors, presets, children }: ReportLayoutProps) {
  const path = urlFor(`restaurant.reports.${report}`)
  const title = t(`restaurant.reports.${report}.title`)
  return (
    <SharedReportLayout
      breadcrumbs={[
        { title: t('restaurant.reports.title'), href: urlFor('restaurant.reports.index') },
        { title, href: path },
      ]}
      title={title}
      description={t(`restaurant.reports.${report}.description`)}
      exportHref={urlFor(
        `restaurant.reports.${report}_csv`,
        {},
        { qs: { from: range.from, to: range.to } }
      )}
      controls={
        <ReportRangeForm range={range} rangeErrors={rangeErrors} presets={presets} path={path} />
      }
      summary={t('reports.range.summary', {
        from: formatLongDay(range.from),
        to: formatLongDay(range.to),
        days: daysInRange(range),
      })}
    >
      {children}
    </SharedReportLayout>
  )
}
