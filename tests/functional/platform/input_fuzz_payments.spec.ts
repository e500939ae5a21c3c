import { fuzzForms } from '#tests/helpers/fuzz'
import { paymentForms } from '#tests/fuzz/payments'

/* Paying an order, fuzzed like forms (the cases: tests/fuzz/payments.ts). */
fuzzForms(paymentForms)
