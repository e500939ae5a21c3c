import { ListPage } from '@/components/lists/list-page'
import { PermissionGroups } from '@/modules/access/components/permission-groups'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PermissionRow } from '@/modules/access/types'

type IndexProps = { catalogue: PermissionRow[]; areas: string[]; can: { create: boolean } }

export default function Index({ catalogue, areas, can }: IndexProps) {
  return (
    <ListPage
      breadcrumbs={[{ title: t('access.permissions.title'), href: urlFor('permissions.index') }]}
      title={t('access.permissions.title')}
      description={t('access.permissions.description')}
      create={
        can.create
          ? { href: urlFor('permissions.create'), label: t('access.permissions.new') }
          : null
      }
      framed={false}
    >
      <PermissionGroups permissions={catalogue} areas={areas} />
    </ListPage>
  )
}
