import type { ReactNode } from 'react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import type { BreadcrumbItem } from '@/types'

type FormPageProps = {
  breadcrumbs: BreadcrumbItem[]
  title: string
  description?: string
  /** A badge next to the title (the record's state). */
  status?: ReactNode
  /** Buttons across from the title (delete, related screens). */
  actions?: ReactNode
  children: ReactNode
}

/** A create or edit screen: breadcrumbs, a heading with the record's actions, and the form. */
export function FormPage({
  breadcrumbs,
  title,
  description,
  status,
  actions,
  children,
}: FormPageProps) {
  let heading = <Heading level="h1" title={title} description={description} />
  if (status) {
    heading = (
      <div className="flex flex-wrap items-center gap-3">
        {heading}
        {status}
      </div>
    )
  }
  return (
    <AppLayout breadcrumbs={breadcrumbs}>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          {heading}
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </AppLayout>
  )
}
