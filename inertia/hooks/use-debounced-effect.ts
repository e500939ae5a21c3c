import { useEffect, useRef } from 'react'

/** Calls the latest callback once the value has stopped changing for `delay` ms (typing in a search box). */
export function useDebouncedEffect<Value>(
  value: Value,
  delay: number,
  callback: (value: Value) => void
) {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => latest.current(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
}
