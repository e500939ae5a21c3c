export type ChartShare = { key: string; label: string; shareBp: number; display: string }

/*
| Parts of a whole as horizontal bars: a plain list with the figures written
| out, so it reads the same to a screen reader and on a 360 px screen.
*/
export function ChartShares({ shares, label }: { shares: ChartShare[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {shares.map((share) => (
        <li key={share.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="truncate">{share.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{share.display}</span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary/80"
              style={{ width: `${Math.min(100, share.shareBp / 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
