declare module 'popular-english-words' {
  /** English words, the most used first. */
  export const words: { getMostPopular(count: number): string[] };
}
