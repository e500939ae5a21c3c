/*
| The one rounding rule of the hotel's reports and dashboard: a ratio of two
| integers is rounded half up to the nearest whole unit (cent, basis point,
| hundredth of a night), computed in integers so that 12.5 always becomes 13
| and no float error moves a figure by one. A ratio over nothing (no sold or no
| available room-night) is 0.
*/

/** round(numerator × scale / denominator), half up; 0 when the denominator is 0. Inputs are non-negative integers. */
export function roundedRatio(numerator: number, denominator: number, scale = 1): number {
  if (denominator <= 0) return 0
  const scaled = BigInt(numerator) * BigInt(scale)
  const whole = BigInt(denominator)
  const quotient = scaled / whole
  const remainder = scaled - quotient * whole
  return Number(remainder * 2n >= whole ? quotient + 1n : quotient)
}

/** A share as basis points: 1 of 3 → 3333 (33.33 %). */
export const basisPoints = (part: number, whole: number) => roundedRatio(part, whole, 10_000)
