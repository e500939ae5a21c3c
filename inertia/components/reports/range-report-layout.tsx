import type { ReactNode } from 'react'
import { ReportLayout } from '@/components/reports/report-layout'
import { ReportRangeForm } from '@/components/reports/report-range-form'
import { daysInRange, formatLongDay } from '@/components/reports/report-format'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { RangeProps } from '@/components/reports/report-types'

/** The reports of a module by name: `<module>.reports.<report>` and `<report>_csv` are its routes. */
export type ModuleReports = {
  hotel: 'occupancy' | 'revenue' | 'room_types' | 'guests'
  restaurant: 'sales' | 'products' | 'tables' | 'waiters' | 'reservations'
}

type RangeReportLayoutProps<Module extends keyof ModuleReports> = RangeProps & {
  module: Module
  report: ModuleReports[Module]
  children: ReactNode
}

/*
| The route and string names are built from the module and the report; both
| modules' routes and strings follow that pattern (the route walk and the
| strings check keep them there).
*/
const routeOf = urlFor as unknown as (
  name: string,
  params?: object,
  options?: { qs: Record<string, string> }
) => string

/** A module's report over a date range in the shared report frame, with its range form and CSV of that range. */
export function RangeReportLayout<Module extends keyof ModuleReports>({
  module,
  report,
  range,
  rangeErrors,
  presets,
  children,
}: RangeReportLayoutProps<Module>) {
  const path = routeOf(`${module}.reports.${report}`)
  const title = t(`${module}.reports.${report}.title`)
  return (
    <ReportLayout
      breadcrumbs={[
        { title: t(`${module}.reports.title`), href: routeOf(`${module}.reports.index`) },
        { title, href: path },
      ]}
      title={title}
      description={t(`${module}.reports.${report}.description`)}
      exportHref={routeOf(
        `${module}.reports.${report}_csv`,
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
    </ReportLayout>
  )
}
