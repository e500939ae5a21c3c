import { UserRound } from 'lucide-react'
import { defineModule } from '@/lib/modules'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export default defineModule({
  name: 'customers',
  navigation: {
    platform: [
      {
        title: t('nav.item.customers'),
        href: urlFor('customers.index'),
        page: 'Customers/Index',
        icon: UserRound,
        permission: 'customers.customers.view',
      },
    ],
  },
})
