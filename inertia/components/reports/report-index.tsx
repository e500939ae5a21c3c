import { Link } from '@adonisjs/inertia/react'
import type { LucideIcon } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatLongDay } from '@/components/reports/report-format'
import { t } from '@/lib/i18n'
import type { ReportRange } from '@/components/reports/report-types'

export type ReportCard = { href: string; key: string; icon: LucideIcon; headline: string }

type ReportIndexProps = {
  /** The module's string prefix: `<module>.reports.title`, `.<card key>.title`… */
  module: 'hotel' | 'restaurant'
  /** The module's reports index, for the breadcrumb. */
  href: string
  range: ReportRange
  cards: ReportCard[]
}

/** A module's reports: one card per report with its headline figure of the last 30 days. */
export function ReportIndex({ module, href, range, cards }: ReportIndexProps) {
  return (
    <AppLayout breadcrumbs={[{ title: t(`${module}.reports.title`), href }]}>
      <Heading
        level="h1"
        title={t(`${module}.reports.title`)}
        description={t(`${module}.reports.description`)}
      />
      <p className="text-sm text-muted-foreground">
        {t(`${module}.reports.last_30_days`, {
          from: formatLongDay(range.from),
          to: formatLongDay(range.to),
        })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              href={card.href}
              prefetch
              className="block h-full rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Card className="h-full transition-colors hover:bg-muted/50">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <card.icon aria-hidden="true" className="size-4 text-muted-foreground" />
                    <h2>{t(`${module}.reports.${card.key}.title`)}</h2>
                  </CardTitle>
                  <CardDescription>
                    {t(`${module}.reports.${card.key}.description`)}
                  </CardDescription>
                  <p className="pt-2 text-lg font-semibold tabular-nums">{card.headline}</p>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </AppLayout>
  )
}
