import { fuzzForms } from '#tests/helpers/fuzz'
import { kitchenForms } from '#tests/fuzz/kitchen'

/* The kitchen display's buttons and the waiter's "served", fuzzed (the cases: tests/fuzz/kitchen.ts). */
fuzzForms(kitchenForms)
