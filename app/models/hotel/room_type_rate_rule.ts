import { RoomTypeRateRuleSchema } from '#database/schema'

/**
 * A rate plan rule for a room type: over an optional date range and set of
 * weekdays it sets the nightly price, a minimum stay and/or closes arrival.
 */
export default class RoomTypeRateRule extends RoomTypeRateRuleSchema {}
