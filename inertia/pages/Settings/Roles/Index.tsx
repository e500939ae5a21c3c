import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { KeyRound } from 'lucide-react'
import { ListPage } from '@/components/lists/list-page'
import { Button } from '@/components/ui/button'
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
    <ListPage
      breadcrumbs={[{ title: t('access.roles.title'), href: urlFor('roles.index') }]}
      title={t('access.roles.title')}
      description={t('access.roles.description')}
      create={can.create ? { href: urlFor('roles.create'), label: t('access.roles.new') } : null}
      actions={
        can.viewPermissions && (
          <Button variant="outline" asChild>
            <Link route="permissions.index" prefetch>
              <KeyRound aria-hidden="true" />
              {t('access.permissions.title')}
            </Link>
          </Button>
        )
      }
      notice={
        <InputError
          message={errors.role}
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
        />
      }
    >
      <RolesTable roles={roles} />
    </ListPage>
  )
}
