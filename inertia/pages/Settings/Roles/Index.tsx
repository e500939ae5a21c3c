import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { KeyRound, Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { InputError } from '@/components/ui/input-error'
import { RolesTable } from '@/modules/access/components/roles-table'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { SharedProps } from '@/types'
import type { RoleRow } from '@/modules/access/types'

type IndexProps = { roles: RoleRow[]; can: { create: boolean; viewPermissions: boolean } }

export default function Index({ roles, can }: IndexProps) {
  const { errors } = usePage<SharedProps>().props
  return (
    <AppLayout breadcrumbs={[{ title: t('access.roles.title'), href: urlFor('roles.index') }]}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('access.roles.title')}
          description={t('access.roles.description')}
        />
        <div className="flex flex-wrap gap-2">
          {can.viewPermissions && (
            <Button variant="outline" asChild>
              <Link route="permissions.index" prefetch>
                <KeyRound aria-hidden="true" />
                {t('access.permissions.title')}
              </Link>
            </Button>
          )}
          {can.create && (
            <Button asChild>
              <Link route="roles.create" prefetch>
                <Plus aria-hidden="true" />
                {t('access.roles.new')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <InputError
        message={errors.role}
        className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
      />
      <Card className="gap-0 overflow-hidden py-0">
        <RolesTable roles={roles} />
      </Card>
    </AppLayout>
  )
}
