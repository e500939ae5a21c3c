import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react'
import { useAppearance, type Appearance } from '@/hooks/use-appearance'
import { cn } from '@/lib/utils'
import { t } from '@/lib/i18n'

const options: { value: Appearance; icon: LucideIcon; label: string }[] = [
  { value: 'light', icon: Sun, label: t('appearance.light') },
  { value: 'dark', icon: Moon, label: t('appearance.dark') },
  { value: 'system', icon: Monitor, label: t('appearance.system') },
]

export function AppearanceTabs() {
  const { appearance, updateAppearance } = useAppearance()
  return (
    <div
      role="radiogroup"
      aria-label={t('settings.appearance')}
      className="inline-flex gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-800"
    >
      {options.map(({ value, icon: Icon, label }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={appearance === value}
          onClick={() => updateAppearance(value)}
          className={cn(
            'flex items-center rounded-md px-3.5 py-1.5 transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            appearance === value
              ? 'bg-white shadow-xs dark:bg-neutral-700 dark:text-neutral-100'
              : 'text-neutral-600 hover:bg-neutral-200/60 hover:text-black dark:text-neutral-300 dark:hover:bg-neutral-700/60'
          )}
        >
          <Icon aria-hidden="true" className="-ml-1 h-4 w-4" />
          <span className="ml-1.5 text-sm">{label}</span>
        </button>
      ))}
    </div>
  )
}
