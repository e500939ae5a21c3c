import { fuzzForms, fuzzQueries } from '#tests/helpers/fuzz'
import { cashDrawerForms, paymentsPages } from '#tests/fuzz/cash_drawers'

/* The cases: tests/fuzz/cash_drawers.ts (tests/helpers/fuzz.ts says what is checked). */
fuzzForms(cashDrawerForms)
fuzzQueries(paymentsPages)
