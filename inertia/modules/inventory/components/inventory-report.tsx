import type { ReactNode } from 'react'
import { ReportLayout } from '@/components/reports/report-layout'
import { reportQuery } from '@/components/reports/report-range-form'
import { t } from '@/lib/i18n'

export type InventoryReportName = 'current_stock' | 'kardex' | 'movements'

export const REPORT_PATHS: Record<InventoryReportName, string> = {
  current_stock: '/inventory/reports/current-stock',
  kardex: '/inventory/reports/kardex',
  movements: '/inventory/reports/movements',
}

type InventoryReportProps = {
  report: InventoryReportName
  /** The dates and filters on screen: the CSV export gets the same. */
  query: Record<string, string | number | null | undefined>
  controls: ReactNode
  summary: string
  children: ReactNode
}

/** An inventory report in the shared report frame, its CSV export for what is on screen. */
export function InventoryReport({
  report,
  query,
  controls,
  summary,
  children,
}: InventoryReportProps) {
  const path = REPORT_PATHS[report]
  const title = t(`inventory.reports.${report}.title`)
  return (
    <ReportLayout
      breadcrumbs={[
        { title: t('inventory.reports.title'), href: '/inventory/reports' },
        { title, href: path },
      ]}
      title={title}
      description={t(`inventory.reports.${report}.description`)}
      exportHref={`${path}.csv?${new URLSearchParams(reportQuery(query))}`}
      controls={controls}
      summary={summary}
    >
      {children}
    </ReportLayout>
  )
}
