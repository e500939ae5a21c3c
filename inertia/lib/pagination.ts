/* The paginator shape every list screen receives (Lucid's paginator, serialised). */
export type PaginationMeta = {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  firstPage: number
  firstPageUrl: string
  lastPageUrl: string
  nextPageUrl: string | null
  previousPageUrl: string | null
}

export type Paginated<Row> = { data: Row[]; metadata: PaginationMeta }
