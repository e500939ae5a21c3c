import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Plus } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { InputError } from '@/components/ui/input-error'
import { UserFilters } from '@/modules/access/components/user-filters'
import { UsersList } from '@/modules/access/components/users-list'
import { ListPagination } from '@/components/lists/list-pagination'
import { useListQuery } from '@/hooks/use-list-query'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { SharedProps } from '@/types'
import type { Paginated, UserFilters as Filters, UserRow } from '@/modules/access/types'

type IndexProps = {
  users: Paginated<UserRow>
  filters: Filters
  roles: string[]
  can: { create: boolean }
}

export default function Index({ users, filters, roles, can }: IndexProps) {
  const { errors } = usePage<SharedProps>().props
  const { change } = useListQuery()

  return (
    <AppLayout breadcrumbs={[{ title: t('access.users.title'), href: urlFor('users.index') }]}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Heading
          level="h1"
          title={t('access.users.title')}
          description={t('access.users.description')}
        />
        {can.create && (
          <Button asChild>
            <Link route="users.create" prefetch>
              <Plus aria-hidden="true" />
              {t('access.users.new')}
            </Link>
          </Button>
        )}
      </div>
      <UserFilters filters={filters} roles={roles} onChange={change} />
      <InputError
        message={errors.user}
        className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
      />
      <Card className="gap-0 overflow-hidden py-0">
        <UsersList
          users={users.data}
          filters={filters}
          onSort={(sort, direction) => change({ sort, direction })}
        />
      </Card>
      <ListPagination meta={users.metadata} />
    </AppLayout>
  )
}
