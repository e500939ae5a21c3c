import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { PermissionGroups } from '@/modules/access/components/permission-groups'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PermissionRow } from '@/modules/access/types'

type IndexProps = { catalogue: PermissionRow[]; areas: string[]; can: { create: boolean } }

export default function Index({ catalogue, areas, can }: IndexProps) {
  return (
    <AppLayout
      breadcrumbs={[{ title: t('access.permissions.title'), href: urlFor('permissions.index') }]}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('access.permissions.title')}
          description={t('access.permissions.description')}
        />
        {can.create && (
          <Button asChild>
            <Link route="permissions.create" prefetch>
              <Plus aria-hidden="true" />
              {t('access.permissions.new')}
            </Link>
          </Button>
        )}
      </div>
      <PermissionGroups permissions={catalogue} areas={areas} />
    </AppLayout>
  )
}
