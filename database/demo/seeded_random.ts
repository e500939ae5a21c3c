/*
| The demo's random numbers: mulberry32, a tiny seeded generator, so every part
| of the demo is the same on every run.
*/
export type SeededRandom = ReturnType<typeof seededRandom>

export function seededRandom(seed: number) {
  let state = seed >>> 0
  /** A number in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** An integer from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
    /** An index into `weights`, each chosen in proportion to its weight. */
    weighted: (weights: number[]) => {
      let roll = next() * weights.reduce((sum, weight) => sum + weight, 0)
      for (const [index, weight] of weights.entries()) {
        roll -= weight
        if (roll < 0) return index
      }
      return weights.length - 1
    },
  }
}
