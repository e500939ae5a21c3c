import type { LucideIcon } from 'lucide-react'
import type { Data } from '~generated/data'

/* The signed-in user, as UserTransformer gives it to every page. */
export type SharedUser = Data.Identity.User

export type SharedProps = {
  errors: Record<string, string>
  flash: { success?: string; error?: string; status?: string }
  user: SharedUser | null
  permissions: string[]
  app: { name: string; registrationOpen: boolean }
  appearance: 'light' | 'dark' | 'system'
}

export type BreadcrumbItem = { title: string; href: string }

export type NavItem = {
  title: string
  href: string
  page: string
  icon: LucideIcon
  permission?: string
}

export type NavGroup = { title: string; items: NavItem[] }
