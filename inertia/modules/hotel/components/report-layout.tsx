import type { ReactNode } from 'react'
import { Download } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { ReportRangeForm } from '@/modules/hotel/components/report-range-form'
import { daysInRange, formatLongDay } from '@/modules/hotel/components/report-format'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/modules/hotel/components/report-types'

export type ReportName = 'occupancy' | 'revenue' | 'room_types' | 'guests'

const PATHS: Record<ReportName, string> = {
  occupancy: '/hotel/reports/occupancy',
  revenue: '/hotel/reports/revenue',
  room_types: '/hotel/reports/room-types',
  guests: '/hotel/reports/guests',
}

type ReportLayoutProps = RangeProps & { report: ReportName; children: ReactNode }

/** Every report's frame: title, dates, "Export CSV" of the same range, then the report itself. */
export function ReportLayout({ report, range, rangeErrors, presets, children }: ReportLayoutProps) {
  const path = PATHS[report]
  const title = t(`hotel.reports.${report}.title`)
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('hotel.reports.title'), href: '/hotel/reports' },
        { title, href: path },
      ]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={title} description={t(`hotel.reports.${report}.description`)} />
        <Button asChild variant="outline">
          <a href={`${path}.csv?from=${range.from}&to=${range.to}`} download>
            <Download aria-hidden="true" />
            {t('hotel.reports.export_csv')}
          </a>
        </Button>
      </div>
      <ReportRangeForm range={range} rangeErrors={rangeErrors} presets={presets} path={path} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('hotel.reports.range.summary', { from: formatLongDay(range.from), to: formatLongDay(range.to), days: daysInRange(range) })}
      </p>
      {children}
    </AppLayout>
  )
}
