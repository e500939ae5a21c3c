import { Link } from '@adonisjs/inertia/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'

/** Previous and next through a long report table; the label says which rows are shown. */
export function ReportPageLinks({
  current,
  last,
  label,
  href,
}: {
  current: number
  last: number
  label: string
  href: (page: number) => string
}) {
  if (last <= 1) return null
  const link = (page: number, name: string, icon: React.ReactNode) =>
    page < 1 || page > last ? (
      <Button variant="outline" size="sm" disabled aria-label={name}>
        {icon}
      </Button>
    ) : (
      <Button variant="outline" size="sm" asChild>
        <Link href={href(page)} preserveScroll aria-label={name}>
          {icon}
        </Link>
      </Button>
    )
  return (
    <nav className="flex items-center justify-between gap-3 px-4 py-3 text-sm" aria-label={label}>
      <span className="text-muted-foreground">{label}</span>
      <span className="flex gap-2">
        {link(
          current - 1,
          t('inventory.reports.previous_page'),
          <ChevronLeft aria-hidden="true" />
        )}
        {link(current + 1, t('inventory.reports.next_page'), <ChevronRight aria-hidden="true" />)}
      </span>
    </nav>
  )
}
