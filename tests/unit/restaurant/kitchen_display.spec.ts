import { test } from '@japa/runner'
import {
  elapsedText,
  furthest,
  nextStatus,
  timerTone,
} from '../../../inertia/modules/restaurant/components/kitchen-steps.js'

test.group('Kitchen display rules', () => {
  test('the timer turns amber past the slowest preparation time and red past 1.5 times it', ({
    assert,
  }) => {
    const minute = 60_000
    assert.equal(timerTone(10 * minute, 10), 'on_time')
    assert.equal(timerTone(10 * minute + 1000, 10), 'late')
    assert.equal(timerTone(15 * minute, 10), 'late')
    assert.equal(timerTone(15 * minute + 1000, 10), 'very_late')
    assert.equal(timerTone(90 * minute, 0), 'on_time', 'no preparation time: no colour')
  })

  test('the timer reads mm:ss, minutes counting past the hour', ({ assert }) => {
    assert.equal(elapsedText(0), '00:00')
    assert.equal(elapsedText(65_400), '01:05')
    assert.equal(elapsedText(75 * 60_000 + 3000), '75:03')
    assert.equal(elapsedText(-2000), '00:00', 'a clock slightly ahead shows no negative time')
  })

  test('a tap takes a line one step; a tap not yet confirmed never shows it going back', ({
    assert,
  }) => {
    assert.equal(nextStatus('queued'), 'preparing')
    assert.equal(nextStatus('preparing'), 'ready')
    assert.isNull(nextStatus('ready'))
    assert.isNull(nextStatus('served'))
    assert.equal(furthest('preparing', 'queued'), 'preparing')
    assert.equal(furthest('preparing', 'ready'), 'ready')
    assert.equal(furthest(undefined, 'queued'), 'queued')
  })
})
