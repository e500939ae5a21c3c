import { Link } from '@adonisjs/inertia/react'
import { Card } from '@/components/ui/card'

export type ReportFigure = {
  label: string
  value: string
  hint?: string
  /** The whole card leads there (a dashboard tile on the main dashboard). */
  href?: string
  /** Names the card for tests and styles: data-figure. */
  key?: string
}

/** The headline numbers, in a row of cards that wraps on a phone. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <Card
          key={figure.key ?? figure.label}
          data-figure={figure.key}
          className="relative gap-1 px-4 py-4 transition-colors has-[a:hover]:bg-muted/50"
        >
          <dt className="text-sm text-muted-foreground">
            {figure.href ? (
              <Link
                href={figure.href}
                prefetch
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
              >
                {figure.label}
              </Link>
            ) : (
              figure.label
            )}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
          {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
        </Card>
      ))}
    </dl>
  )
}
