/* What every report screen receives about its dates, exactly as app/validators/report_range.ts produces it. */
export type ReportRange = { from: string; to: string }
export type ReportPreset = ReportRange & { key: string }
export type RangeProps = {
  range: ReportRange
  rangeErrors: { from?: string; to?: string }
  presets: ReportPreset[]
  currency: string
}

/* A report "as of" one day. */
export type ReportDatePreset = { key: string; date: string }
export type DateProps = {
  asOf: string
  asOfError?: string
  datePresets: ReportDatePreset[]
  currency: string
}
