import { BedDouble } from 'lucide-react'

export function AppLogoIcon({ className }: { className?: string }) {
  return <BedDouble aria-hidden="true" className={className} />
}

export function AppLogo({ name = 'Posada' }: { name?: string }) {
  return (
    <>
      <span className="flex aspect-square size-8 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
        <AppLogoIcon className="size-5" />
      </span>
      <span className="ml-1 grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-semibold">{name}</span>
      </span>
    </>
  )
}
