import { fuzzForms, fuzzQueries } from '#tests/helpers/fuzz'
import { orderMoveForms, ordersPages } from '#tests/fuzz/order_moves'

/* The cases: tests/fuzz/order_moves.ts (tests/helpers/fuzz.ts says what is checked). */
fuzzForms(orderMoveForms)
fuzzQueries(ordersPages)
