import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { t } from '@/lib/i18n'

/** Leaving a form with unsaved changes asks first, for in-app visits and for closing the tab. */
export function useUnsavedChanges(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return
    const removeBefore = router.on('before', (event) => {
      const visit = event.detail.visit
      if (visit.method !== 'get') return true
      return window.confirm(t('forms.unsaved_changes'))
    })
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      removeBefore()
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [isDirty])
}
