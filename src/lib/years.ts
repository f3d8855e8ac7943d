/**
 * The years' records (src/content/years/): newest first, where each dollar went in words and as
 * shares, and the bar the page draws of it at build time (src/pages/our-year.astro), from the
 * same figures as its table, so the two cannot differ.
 */
import type { MoneyOut } from './year-rules.ts';

/** The last year that has ended on `day` ("YYYY-MM-DD"): a record may be for it, or one before. */
export const lastEndedYear = (day: string) => Number(day.slice(0, 4)) - 1;

/** The records, the newest year first. */
export const newestYearFirst = <T extends { data: { year: number } }>(records: readonly T[]): T[] =>
  [...records].sort((a, b) => b.data.year - a.data.year);

/** An amount in whole dollars as people write it: "$48,200", "-$800". */
export const formatDollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${new Intl.NumberFormat('en-US').format(Math.abs(amount))}`;

/** A count as people write it: "1,450". */
export const formatCount = (count: number) => new Intl.NumberFormat('en-US').format(count);

/** The three parts of the money out, in the order the page gives them, with what the page calls each. */
export const PARTS = [
  { key: 'program', label: 'Programs: the help itself' },
  { key: 'fundraising', label: 'Fundraising' },
  { key: 'administration', label: 'Running the ministry' },
] as const;

export interface Part {
  key: (typeof PARTS)[number]['key'];
  label: string;
  amount: number;
  /** Whole percent of the total; the three add up to 100 (the largest remainders rounded up). */
  percent: number;
}

/** Each part of the money out with its share in whole percent, the three adding up to 100. */
export function moneyParts(out: MoneyOut): Part[] {
  const exact = PARTS.map(({ key }) => (out.total > 0 ? (out[key] / out.total) * 100 : 0));
  const percents = exact.map(Math.floor);
  const short = out.total > 0 ? 100 - percents.reduce((a, b) => a + b, 0) : 0;
  [...exact.keys()]
    .sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)))
    .slice(0, short)
    .forEach((index) => (percents[index]! += 1));
  return PARTS.map(({ key, label }, index) => ({ key, label, amount: out[key], percent: percents[index]! }));
}

/** A part's piece of the bar: where it starts and how wide it is, in the bar's own units. */
export interface BarPiece extends Part {
  x: number;
  width: number;
}

/**
 * The bar of where each dollar went, `width` units long: each part a piece as wide as its share of
 * the total, one after another, the pieces together exactly the bar.
 */
export function barPieces(out: MoneyOut, width: number): BarPiece[] {
  let x = 0;
  return moneyParts(out).map((part) => {
    const piece = { ...part, x, width: out.total > 0 ? (part.amount / out.total) * width : 0 };
    x += piece.width;
    return piece;
  });
}
