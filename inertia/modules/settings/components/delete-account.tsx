import { useForm } from '@inertiajs/react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Heading } from '@/components/heading'
import { Field } from '@/components/forms/field'
import { SubmitButton } from '@/components/forms/submit-button'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'

export function DeleteAccount() {
  const form = useForm({ password: '' })

  return (
    <div className="space-y-6">
      <Heading title={t('profile.delete_title')} description={t('profile.delete_description')} />
      <div className="space-y-4 rounded-lg border border-red-100 bg-red-50 p-4 dark:border-red-200/10 dark:bg-red-700/10">
        <div className="relative space-y-0.5 text-red-700 dark:text-red-100">
          <p className="font-medium">{t('profile.delete_warning')}</p>
        </div>
        <Dialog onOpenChange={(open) => !open && form.reset()}>
          <DialogTrigger asChild>
            <Button variant="destructive">{t('profile.delete_button')}</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>{t('profile.delete_confirm_title')}</DialogTitle>
            <DialogDescription>{t('profile.delete_confirm_description')}</DialogDescription>
            <form
              className="space-y-6"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                form.delete(urlFor('profile.destroy'), {
                  preserveScroll: true,
                  onFinish: () => form.reset(),
                })
              }}
            >
              <Field
                id="delete_password"
                type="password"
                label={t('login.password')}
                autoComplete="current-password"
                value={form.data.password}
                onChange={(e) => form.setData('password', e.target.value)}
                error={form.errors.password}
              />
              <DialogFooter className="gap-2">
                <DialogClose asChild>
                  <Button variant="secondary">{t('profile.cancel')}</Button>
                </DialogClose>
                <SubmitButton variant="destructive" processing={form.processing}>
                  {t('profile.delete_button')}
                </SubmitButton>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  )
}
