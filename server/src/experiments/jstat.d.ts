// The one function of jStat the comparison uses (the package ships no types).
declare module 'jstat' {
  export const jStat: { normal: { inv(p: number, mean: number, sd: number): number } };
}
