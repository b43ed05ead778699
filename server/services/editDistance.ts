/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each cost 1 ('jeens' → 'jeans' 1, 'hoodei' → 'hoodie' 1). Search uses it beside trigram
 * similarity, which misses one-letter typos in short words (trigram similarity of 'jeens' and 'jeans' is
 * only 0.33). Quadratic, for single words.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}
