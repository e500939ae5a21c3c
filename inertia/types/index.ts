import type { LucideIcon } from 'lucide-react'

export type SharedUser = {
  id: number
  fullName: string
  email: string
  initials: string
  emailVerified: boolean
  twoFactorEnabled: boolean
}

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
