/* The router's pattern parser, used by a test to check the client's own tokeniser. */
declare module '@poppinss/matchit' {
  const matchit: {
    parse(pattern: string): { old: string; type: number; val: string; end: string }[]
  }
  export default matchit
}
