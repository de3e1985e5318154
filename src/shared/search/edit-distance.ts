// Edits (insert, delete, change, swap of neighbours) from one word to another, counted up to
// `most`: above it the answer is most + 1, and the rows stop early, since a search compares each
// word of a query with every word of a catalogue — which is also why the three rows are kept
// between calls rather than made anew.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

export function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > most) return most + 1;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(previous[b.length]!, most + 1);
}
