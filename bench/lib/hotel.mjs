import { runDatabaseBench } from './database_bench.mjs'

/*
| Hotel queries on PostgreSQL at several dataset sizes: bench/hotel/generate.ts
| builds each dataset, `node ace bench:hotel` measures it.
*/
export function runHotel() {
  return runDatabaseBench({
    name: 'hotel',
    title: 'hotel: availability, tape chart, Bookings Index and reports on PostgreSQL',
    urlVariable: 'BENCH_HOTEL_DATABASE_URL',
    defaultUrl: 'postgres://postgres@127.0.0.1:5432/posada_bench',
    sizesVariable: 'BENCH_HOTEL_SIZES',
    defaultSizes: '10000,50000,150000',
    iterationsVariable: 'BENCH_HOTEL_ITERATIONS',
    generate: 'bench/hotel/generate.ts',
    sizeArgument: 'bookings',
    unit: 'bookings',
    command: 'bench:hotel',
    minimumSize: 100,
  })
}
