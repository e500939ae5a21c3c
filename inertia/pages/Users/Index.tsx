import { usePage } from '@inertiajs/react'
import { ListPage } from '@/components/lists/list-page'
import { InputError } from '@/components/ui/input-error'
import { UserFilters } from '@/modules/access/components/user-filters'
import { UsersList } from '@/modules/access/components/users-list'
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
    <ListPage
      breadcrumbs={[{ title: t('access.users.title'), href: urlFor('users.index') }]}
      title={t('access.users.title')}
      description={t('access.users.description')}
      create={can.create ? { href: urlFor('users.create'), label: t('access.users.new') } : null}
      filters={<UserFilters filters={filters} roles={roles} onChange={change} />}
      notice={
        <InputError
          message={errors.user}
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2"
        />
      }
      meta={users.metadata}
    >
      <UsersList
        users={users.data}
        filters={filters}
        onSort={(sort, direction) => change({ sort, direction })}
      />
    </ListPage>
  )
}
