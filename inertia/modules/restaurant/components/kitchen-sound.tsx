import { useCallback, useEffect, useRef, useState } from 'react'
import { BellRing, Volume2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'

/*
| The new-ticket chime: two short beeps made with Web Audio, no sound file.
| Browsers let a page play sound only after someone has touched it, so the
| display offers "Tap to enable sound" until the first touch anywhere on it.
*/
export function useKitchenSound() {
  const context = useRef<AudioContext | null>(null)
  const [enabled, setEnabled] = useState(false)

  const enable = useCallback(() => {
    if (context.current) return
    const AudioCtor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
    if (!AudioCtor) return
    context.current = new AudioCtor()
    void context.current.resume()
    setEnabled(true)
  }, [])

  useEffect(() => {
    window.addEventListener('pointerdown', enable, { once: true })
    window.addEventListener('keydown', enable, { once: true })
    return () => {
      window.removeEventListener('pointerdown', enable)
      window.removeEventListener('keydown', enable)
    }
  }, [enable])

  useEffect(() => () => void context.current?.close(), [])

  const beep = useCallback(() => {
    const audio = context.current
    if (!audio) return
    const start = audio.currentTime
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 1320],
    ]) {
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.0001, start + offset)
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(start + offset)
      oscillator.stop(start + offset + 0.2)
    }
  }, [])

  return { enabled, enable, beep }
}

export function SoundControl({ enabled, onEnable }: { enabled: boolean; onEnable: () => void }) {
  if (enabled)
    return (
      <span className="inline-flex items-center gap-2 text-base text-muted-foreground">
        <Volume2 className="size-5" aria-hidden />
        {t('restaurant.kitchen.sound_on')}
      </span>
    )
  return (
    <Button variant="outline" size="lg" onClick={onEnable} className="text-base">
      <BellRing className="size-5" aria-hidden />
      {t('restaurant.kitchen.sound_enable')}
    </Button>
  )
}
