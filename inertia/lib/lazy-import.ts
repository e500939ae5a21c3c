/*
| A dynamic import that does not fail for a dropped connection (the POS works
| through a flaky one): it is tried again once the browser is back online, or
| after a pause, so a part loaded after the first paint arrives when it can
| instead of breaking the page.
*/
export function importWhenOnline<T>(load: () => Promise<T>, pauseMs = 2000): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry)
          clearTimeout(timer)
          resolve(importWhenOnline(load, Math.min(pauseMs * 2, 30_000)))
        }
        const timer = setTimeout(retry, pauseMs)
        window.addEventListener('online', retry)
      })
  )
}
