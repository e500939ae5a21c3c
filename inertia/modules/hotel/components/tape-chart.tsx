/* Placeholder until the tape chart lands: Bookings Index renders <TapeChart chart={…} canMove={…} />. */
export type TapeChartData = {
  from: string
  days: number
  rooms: { id: number; number: string; floor: number; roomTypeId: number; roomTypeCode: string; housekeepingStatus: string }[]
  bookings: { id: number; code: string; roomId: number; checkIn: string; checkOut: string; status: string; guestName: string; lockVersion: number }[]
  blocks: { id: number; roomId: number; startsOn: string; endsOn: string; reason: string }[]
}

export function TapeChart(_props: { chart: TapeChartData; canMove: boolean }) {
  return null
}
