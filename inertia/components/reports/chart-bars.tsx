import { cn } from '@/lib/utils'

export type ChartBar = { key: string; label: string; value: number; display: string }

type ChartBarsProps = {
  bars: ChartBar[]
  /** What the chart shows, read out in place of the bars (the table below has every figure). */
  summary: string
  /** Top of the scale, e.g. 10 000 basis points for occupancy; the highest bar when larger. */
  scaleMax?: number
  formatScale: (value: number) => string
  /** Every bar gets its label underneath (for a week); otherwise the first, middle and last. */
  labelEvery?: boolean
  className?: string
}

/** The bars themselves, scaled to `top`, with gridlines at half and zero; each bar titled with its value. */
function BarsSvg({
  bars,
  summary,
  top,
  gap,
}: Pick<ChartBarsProps, 'bars' | 'summary'> & { top: number; gap: number }) {
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${Math.max(bars.length, 1)} 100`}
      preserveAspectRatio="none"
      className="h-40 w-full overflow-visible sm:h-48"
    >
      <line
        x1="0"
        x2={bars.length}
        y1="50"
        y2="50"
        className="stroke-border"
        strokeWidth="1"
        vectorEffect="non-scaling-stroke"
        strokeDasharray="4 4"
      />
      <line
        x1="0"
        x2={bars.length}
        y1="100"
        y2="100"
        className="stroke-border"
        strokeWidth="1"
        vectorEffect="non-scaling-stroke"
      />
      {bars.map((bar, index) => {
        const height = (bar.value / top) * 100
        return (
          <rect
            key={bar.key}
            x={index + gap / 2}
            width={1 - gap}
            y={100 - height}
            height={height}
            className="fill-primary/80 hover:fill-primary"
          >
            <title>{`${bar.label}: ${bar.display}`}</title>
          </rect>
        )
      })}
    </svg>
  )
}

/*
| A bar chart drawn in SVG, one bar per value, stretched to the card's width so
| a year of days fits on a phone. Colours come from the theme, so it follows
| light and dark. Each bar has a tooltip; screen readers get the summary and the
| report's table.
*/
export function ChartBars({
  bars,
  summary,
  scaleMax = 0,
  formatScale,
  labelEvery = false,
  className,
}: ChartBarsProps) {
  const top = Math.max(scaleMax, ...bars.map((bar) => bar.value), 1)
  const gap = bars.length > 60 ? 0 : 0.2
  const ticks = labelEvery
    ? bars
    : [...new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])].flatMap(
        (index) => bars[index] ?? []
      )
  return (
    <figure className={cn('grid gap-2', className)}>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums sm:h-48"
        >
          <span>{formatScale(top)}</span>
          <span>{formatScale(top / 2)}</span>
          <span>{formatScale(0)}</span>
        </div>
        <BarsSvg bars={bars} summary={summary} top={top} gap={gap} />
      </div>
      {labelEvery ? (
        <div
          aria-hidden="true"
          className="ml-10 grid text-center text-xs text-muted-foreground"
          style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
        >
          {ticks.map((bar) => (
            <span key={bar.key} className="leading-tight break-words">
              {bar.label}
            </span>
          ))}
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="ml-10 flex justify-between text-xs text-muted-foreground"
        >
          {ticks.map((bar) => (
            <span key={bar.key}>{bar.label}</span>
          ))}
        </div>
      )}
    </figure>
  )
}
