import { Link } from '@adonisjs/inertia/react'
import { Boxes, ChartColumn, ScrollText } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  REPORT_PATHS,
  type InventoryReportName,
} from '@/modules/inventory/components/inventory-report'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { InventoryTiles } from '@/modules/inventory/reports-types'

type IndexProps = { headlines: InventoryTiles; currency: string }

type ReportCard = { key: InventoryReportName; icon: LucideIcon; headline: string }

export default function Index({ headlines, currency }: IndexProps) {
  const money = (cents: number) => formatMoney(cents, currency)
  const cards: ReportCard[] = [
    {
      key: 'current_stock',
      icon: Boxes,
      headline: t('inventory.reports.current_stock.headline', {
        value: money(headlines.stockValueCents),
        products: headlines.activeProducts,
      }),
    },
    { key: 'kardex', icon: ScrollText, headline: t('inventory.reports.kardex.headline') },
    {
      key: 'movements',
      icon: ChartColumn,
      headline: t('inventory.reports.movements.headline', {
        consumed: money(headlines.consumption.valueCents),
      }),
    },
  ]
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.reports.title'), href: urlFor('inventory.reports.index') },
      ]}
    >
      <Heading
        level="h1"
        title={t('inventory.reports.title')}
        description={t('inventory.reports.description')}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>
            <Link href={REPORT_PATHS[card.key]} prefetch className="block h-full rounded-xl">
              <Card className="h-full transition-colors hover:bg-muted/50">
                <CardHeader>
                  <card.icon aria-hidden="true" className="size-5 text-muted-foreground" />
                  <CardTitle>
                    <h2>{t(`inventory.reports.${card.key}.title`)}</h2>
                  </CardTitle>
                  <CardDescription>
                    {t(`inventory.reports.${card.key}.description`)}
                  </CardDescription>
                  <p className="text-sm font-medium">{card.headline}</p>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </AppLayout>
  )
}
