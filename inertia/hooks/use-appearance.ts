import { useCallback, useState } from 'react'

export type Appearance = 'light' | 'dark' | 'system'

const STORAGE_KEY = 'appearance'
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

function storedAppearance(): Appearance {
  const value = localStorage.getItem(STORAGE_KEY)
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system'
}

export function applyAppearance(appearance: Appearance) {
  const dark = appearance === 'dark' || (appearance === 'system' && darkQuery().matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.dataset.appearance = appearance
}

/*
| localStorage keeps the choice for the client; the cookie lets the server put
| the `dark` class on <html> in the very first paint.
*/
function persistAppearance(appearance: Appearance) {
  localStorage.setItem(STORAGE_KEY, appearance)
  document.cookie = `${STORAGE_KEY}=${appearance};path=/;max-age=${COOKIE_MAX_AGE_SECONDS};SameSite=Lax`
}

/** `system` follows the operating system's colour scheme live. */
export function initializeAppearance() {
  const cookie = document.documentElement.dataset.appearance as Appearance | undefined
  const appearance = localStorage.getItem(STORAGE_KEY) ? storedAppearance() : (cookie ?? 'system')
  applyAppearance(appearance)
  darkQuery().addEventListener('change', () => applyAppearance(storedAppearance()))
}

export function useAppearance() {
  const [appearance, setAppearance] = useState<Appearance>(storedAppearance)

  const updateAppearance = useCallback((value: Appearance) => {
    setAppearance(value)
    persistAppearance(value)
    applyAppearance(value)
  }, [])

  return { appearance, updateAppearance } as const
}
