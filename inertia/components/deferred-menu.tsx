import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'
import { importWhenOnline } from '@/lib/lazy-import'

/*
| A dropdown menu of the shell (the user menu, who is online) whose code — Radix's
| menu with its popper and floating-ui, about 15 kB gzip — is not needed to draw
| the page: the trigger draws at once, the menu's code follows right after the
| first paint. A press before it arrives opens the menu as soon as it does.
*/
export type MenuTrigger = ReactElement<{
  'onPointerDown'?: (event: PointerEvent) => void
  'onKeyDown'?: (event: KeyboardEvent) => void
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
  'data-state'?: string
}>

export type DeferredMenuProps = { trigger: MenuTrigger; defaultOpen?: boolean }

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

function afterPaint(callback: () => void) {
  const id = setTimeout(callback, 0)
  return () => clearTimeout(id)
}

export function deferredMenu<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props & DeferredMenuProps> }>
) {
  const Menu = lazy(() => importWhenOnline(load))
  let requested = false
  return function DeferredMenu(props: Props & { trigger: MenuTrigger }) {
    const [state, setState] = useState<'waiting' | 'loading' | 'opening'>(
      requested ? 'loading' : 'waiting'
    )
    useEffect(() => {
      if (state !== 'waiting') return
      return afterPaint(() => {
        requested = true
        setState((current) => (current === 'waiting' ? 'loading' : current))
      })
    }, [state])
    const open = () => {
      requested = true
      setState('opening')
    }
    /* What the trigger looks like and answers to until the menu's code is here. */
    const placeholder = cloneElement(props.trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      'onPointerDown': (event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        open()
      },
      'onKeyDown': (event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return
        event.preventDefault()
        open()
      },
    })
    if (state === 'waiting') return placeholder
    return (
      <Suspense fallback={placeholder}>
        <Menu {...props} defaultOpen={state === 'opening'} />
      </Suspense>
    )
  }
}
