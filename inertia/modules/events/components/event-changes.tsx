import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { t } from '@/lib/i18n'
import type { EventDetail } from '@/modules/events/types'

/** What the event changed, field by field: the value before in red, after in green. */
export function EventChanges({ changes }: { changes: EventDetail['changes'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('events.show.changes')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('events.show.no_changes')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('events.show.field')}</TableHead>
                <TableHead>{t('events.show.before')}</TableHead>
                <TableHead>{t('events.show.after')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell className="font-medium">{change.label}</TableCell>
                  <TableCell className="bg-red-50 whitespace-normal text-red-800 dark:bg-red-950/40 dark:text-red-200">
                    {change.before ?? '—'}
                  </TableCell>
                  <TableCell className="bg-green-50 whitespace-normal text-green-800 dark:bg-green-950/40 dark:text-green-200">
                    {change.after ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
