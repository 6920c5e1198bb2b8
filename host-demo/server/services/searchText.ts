/**
 * Text as location search compares it: lower case, accents dropped, apostrophes joined
 * ("Mary's" → "marys"), every other mark a space, spaces collapsed. The place index
 * (placeSearch.ts) stores its words this way and the typed text is read this way, so
 * "Austin, TX", "austin tx" and "AUSTIN  tx." are one query.
 */
export function searchWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a normalised text (at most `max`, the first ones). */
export function tokens(words: string, max = 8): string[] {
  return words ? words.split(' ').slice(0, max) : [];
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbouring letters), or
 * `max + 1` as soon as it is sure to exceed `max`: "scotsdale"/"scottsdale" 1, "rigde"/"ridge" 1.
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length] as number, max + 1);
}

/**
 * How far a typed word is from a known word, at most one typo: the whole word, or for the word
 * being typed (`partial`) the known word's beginning of about its length ("scotsd" is one letter
 * from "scottsd…"). Words under 4 letters are not corrected (too many near neighbours).
 */
export function typoDistance(typed: string, known: string, partial: boolean): number {
  if (typed.length < 4) return typed === known ? 0 : 2;
  let d = editDistance(typed, known, 1);
  if (partial && d > 0 && known.length > typed.length) {
    for (const n of [typed.length - 1, typed.length, typed.length + 1]) {
      if (n < 3 || n > known.length) continue;
      d = Math.min(d, editDistance(typed, known.slice(0, n), 1));
    }
  }
  return d;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bsaint\b/g, 'st'],
  [/\bsainte\b/g, 'ste'],
  [/\bmount\b/g, 'mt'],
  [/\bfort\b/g, 'ft'],
];

/** The words with their usual abbreviations ("saint louis" → "st louis"), or null when there are none. */
export function abbreviated(words: string): string | null {
  let out = words;
  for (const [full, short] of ABBREVIATIONS) out = out.replace(full, short);
  return out === words ? null : out;
}
