import { fuzzForms, fuzzQueries } from '#tests/helpers/fuzz'
import { customersForms, inventoryForms, modulePages, restaurantForms } from '#tests/fuzz/modules'

/*
| Property-based fuzzing of the inventory, restaurant and customers forms and
| of their list pages' query strings (the cases: tests/fuzz/modules.ts; what is
| checked: tests/helpers/fuzz.ts).
*/
fuzzForms(inventoryForms, restaurantForms, customersForms)
fuzzQueries(modulePages)
