import type { ReactNode } from 'react'
import { RangeReportLayout, type ModuleReports } from '@/components/reports/range-report-layout'
import type { RangeProps } from '@/components/reports/report-types'

export type ReportName = ModuleReports['restaurant']

/** A restaurant report in the shared report frame, with its range form and CSV of the same range. */
export function ReportLayout(props: RangeProps & { report: ReportName; children: ReactNode }) {
  return <RangeReportLayout module="restaurant" {...props} />
}
