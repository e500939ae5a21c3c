import * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

type Theme = 'light' | 'dark' | 'system'

function Toaster({ theme = 'system', ...props }: Omit<ToasterProps, 'theme'> & { theme?: Theme }) {
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
