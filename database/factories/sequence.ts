/*
| Factories number what must be unique (codes, names, e-mails) from one counter
| per process: deterministic, and never colliding within a test run.
*/
let last = 0

export function nextInSequence() {
  last += 1
  return last
}
