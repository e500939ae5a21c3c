import type { ReactNode } from 'react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import type { BreadcrumbItem } from '@/types'

/** A create or edit screen: breadcrumbs, a heading and the form. */
export function FormPage({
  breadcrumbs,
  title,
  description,
  children,
}: {
  breadcrumbs: BreadcrumbItem[]
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <AppLayout breadcrumbs={breadcrumbs}>
      <Heading level="h1" title={title} description={description} />
      {children}
    </AppLayout>
  )
}
