import { fuzzForms } from '#tests/helpers/fuzz'
import { posForms } from '#tests/fuzz/pos'

/* The POS's calls, fuzzed like forms (the cases: tests/fuzz/pos.ts). */
fuzzForms(posForms)
