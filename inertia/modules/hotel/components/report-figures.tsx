import { Card } from '@/components/ui/card'

export type ReportFigure = { label: string; value: string; hint?: string }

/** The range's headline numbers, in a row of cards that wraps on a phone. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <Card key={figure.label} className="gap-1 px-4 py-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
          {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
        </Card>
      ))}
    </dl>
  )
}
