import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { ConfirmAction } from '@/components/confirm-action'
import {
  RateRuleDialog,
  WEEKDAYS,
  type RateRuleRow,
} from '@/modules/hotel/components/rate-rules-form'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

function dates(rule: RateRuleRow) {
  if (rule.startsOn && rule.endsOn)
    return t('hotel.rates.date_range', { from: rule.startsOn, to: rule.endsOn })
  if (rule.startsOn) return t('hotel.rates.from_date', { date: rule.startsOn })
  if (rule.endsOn) return t('hotel.rates.until_date', { date: rule.endsOn })
  return t('hotel.rates.any_date')
}

function weekdays(rule: RateRuleRow) {
  if (rule.weekdays.length === 0 || rule.weekdays.length === WEEKDAYS.length)
    return t('hotel.rates.every_day')
  return rule.weekdays.map((day) => t(`hotel.rates.weekday_${day}`)).join(', ')
}

/** Edit and delete, for those who may manage room types. */
function RateRuleActions({
  roomTypeId,
  currency,
  rule,
}: {
  roomTypeId: number
  currency: string
  rule: RateRuleRow
}) {
  return (
    <TableCell>
      <div className="flex justify-end gap-1">
        <RateRuleDialog
          roomTypeId={roomTypeId}
          currency={currency}
          rule={rule}
          trigger={
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('hotel.rates.edit', { name: rule.name })}
            >
              <Pencil aria-hidden="true" />
            </Button>
          }
        />
        <ConfirmAction
          title={t('hotel.rates.delete_title', { name: rule.name })}
          description={t('hotel.rates.delete_description')}
          confirmLabel={t('hotel.delete')}
          href={urlFor('hotel.room_types.rates.destroy', {
            id: roomTypeId,
            ruleId: rule.id,
          })}
          method="delete"
          trigger={
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('hotel.rates.delete', { name: rule.name })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          }
        />
      </div>
    </TableCell>
  )
}

type RateRulesProps = {
  roomTypeId: number
  rules: RateRuleRow[]
  currency: string
  canManage: boolean
}

/** The type's rate plan; editing controls only for those who may manage room types. */
export function RateRules({ roomTypeId, rules, currency, canManage }: RateRulesProps) {
  return (
    <div className="grid gap-3">
      {canManage && (
        <div>
          <RateRuleDialog
            roomTypeId={roomTypeId}
            currency={currency}
            trigger={
              <Button variant="outline" size="sm">
                <Plus aria-hidden="true" />
                {t('hotel.rates.add')}
              </Button>
            }
          />
        </div>
      )}
      {rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('hotel.rates.empty')}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('hotel.rates.name')}</TableHead>
              <TableHead>{t('hotel.rates.dates')}</TableHead>
              <TableHead>{t('hotel.rates.weekdays')}</TableHead>
              <TableHead className="text-right">{t('hotel.rates.nightly_rate')}</TableHead>
              <TableHead className="text-right">{t('hotel.rates.min_stay_short')}</TableHead>
              <TableHead>{t('hotel.rates.closed_to_arrival')}</TableHead>
              {canManage && (
                <TableHead>
                  <span className="sr-only">{t('hotel.housekeeping.actions')}</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rules.map((rule) => (
              <TableRow key={rule.id}>
                <TableCell className="font-medium">{rule.name}</TableCell>
                <TableCell className="tabular-nums">{dates(rule)}</TableCell>
                <TableCell>{weekdays(rule)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {rule.nightlyRateCents === null
                    ? t('hotel.none')
                    : formatMoney(rule.nightlyRateCents, currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {rule.minStay ?? t('hotel.none')}
                </TableCell>
                <TableCell>
                  {rule.closedToArrival ? t('hotel.rates.yes') : t('hotel.rates.no')}
                </TableCell>
                {canManage && (
                  <RateRuleActions roomTypeId={roomTypeId} currency={currency} rule={rule} />
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
