import type { ReactNode } from 'react'
import { ReportLayout } from '@/components/reports/report-layout'
import { reportQuery } from '@/components/reports/report-range-form'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export type InventoryReportName = 'current_stock' | 'kardex' | 'movements'

export const REPORT_PATHS: Record<InventoryReportName, string> = {
  current_stock: urlFor('inventory.reports.current_stock'),
  kardex: urlFor('inventory.reports.kardex'),
  movements: urlFor('inventory.reports.movements'),
}

/** Each report's CSV export, with the query of what is on screen. */
const exportHref = (report: InventoryReportName, qs: Record<string, string>) => {
  switch (report) {
    case 'current_stock':
      return urlFor('inventory.reports.current_stock_csv', {}, { qs })
    case 'kardex':
      return urlFor('inventory.reports.kardex_csv', {}, { qs })
    case 'movements':
      return urlFor('inventory.reports.movements_csv', {}, { qs })
  }
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
        { title: t('inventory.reports.title'), href: urlFor('inventory.reports.index') },
        { title, href: path },
      ]}
      title={title}
      description={t(`inventory.reports.${report}.description`)}
      exportHref={exportHref(report, reportQuery(query))}
      controls={controls}
      summary={summary}
    >
      {children}
    </ReportLayout>
  )
}
