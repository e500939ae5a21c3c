import type { ReactNode } from 'react'
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'

export type ReportColumn<Row> = {
  key: string
  label: string
  numeric?: boolean
  cell: (row: Row) => ReactNode
}

type ReportTableProps<Row> = {
  caption: string
  columns: ReportColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  /** The totals row, by column key. */
  totals?: Record<string, ReactNode>
}

/** A report's figures as a table with a totals row; the first column names the row for screen readers. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
}: ReportTableProps<Row>) {
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'text-right tabular-nums' : '')
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col" className={cn(align(column), 'px-4')}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell
              colSpan={columns.length}
              className="px-4 py-6 text-center text-muted-foreground"
            >
              {t('reports.no_data')}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <TableHead
                  key={column.key}
                  scope="row"
                  className={cn(align(column), 'px-4 font-normal')}
                >
                  {column.cell(row)}
                </TableHead>
              ) : (
                <TableCell key={column.key} className={cn(align(column), 'px-4')}>
                  {column.cell(row)}
                </TableCell>
              )
            )}
          </TableRow>
        ))}
      </TableBody>
      {totals && rows.length > 0 && (
        <TableFooter>
          <TableRow>
            {columns.map((column, index) =>
              index === 0 ? (
                <TableHead key={column.key} scope="row" className="px-4">
                  {totals[column.key] ?? t('reports.total')}
                </TableHead>
              ) : (
                <TableCell key={column.key} className={cn(align(column), 'px-4')}>
                  {totals[column.key]}
                </TableCell>
              )
            )}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  )
}
