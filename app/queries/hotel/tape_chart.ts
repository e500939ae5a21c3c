/* The tape chart's data: rooms × days with the bookings and blocks that cover them. */
export type TapeChartData = {
  from: string
  days: number
  rooms: { id: number; number: string; floor: number; roomTypeId: number; roomTypeCode: string; housekeepingStatus: string }[]
  bookings: { id: number; code: string; roomId: number; checkIn: string; checkOut: string; status: string; guestName: string; lockVersion: number }[]
  blocks: { id: number; roomId: number; startsOn: string; endsOn: string; reason: string }[]
}

export async function tapeChart(_from: string, _days: number): Promise<TapeChartData> {
  throw new Error('tape chart not built yet')
}
