import type { ReactNode } from 'react'
import { Download } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import type { BreadcrumbItem } from '@/types'

type ReportLayoutProps = {
  /** The module's reports, then this report. */
  breadcrumbs: BreadcrumbItem[]
  title: string
  description: string
  /** The same report as a CSV download, for the dates and filters on screen. */
  exportHref?: string
  /** The dates (and any filters) the report is for. */
  controls: ReactNode
  /** The dates in words, read out when they change. */
  summary: string
  children: ReactNode
}

/** Every report's frame: title, "Export CSV" of what is on screen, its dates, then the report itself. */
export function ReportLayout({
  breadcrumbs,
  title,
  description,
  exportHref,
  controls,
  summary,
  children,
}: ReportLayoutProps) {
  return (
    <AppLayout breadcrumbs={breadcrumbs}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading level="h1" title={title} description={description} />
        {exportHref && (
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              {t('reports.export_csv')}
            </a>
          </Button>
        )}
      </div>
      {controls}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      {children}
    </AppLayout>
  )
}
