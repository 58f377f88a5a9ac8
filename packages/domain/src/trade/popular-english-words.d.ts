declare module 'popular-english-words' {
  /** English words, the most used first (from Wikipedia). */
  export const words: { getMostPopular(count: number): string[] };
}
