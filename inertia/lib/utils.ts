import { clsx, type ClassValue } from 'clsx'

/*
| tailwind-merge (about 9 kB gzip) resolves conflicting utilities when a caller
| overrides a component's classes. The sign-in screens never override one, so
| they render without it and it loads on demand: every other page waits for it
| before its first render (lib/pages.ts), and a browser test checks that the
| sign-in screens' classes are the same with and without it.
*/
type Merge = (classes: string) => string

let merge: Merge = (classes) => classes
let loading: Promise<void> | null = null

export function loadClassMerge() {
  loading ??= import('tailwind-merge').then(({ twMerge }) => {
    merge = twMerge
  })
  return loading
}

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
