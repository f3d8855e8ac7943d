import { describe, expect, it } from 'vitest';
import { barPieces, formatDollars, lastEndedYear, moneyParts, newestYearFirst } from './years';
import { YEAR_MESSAGES, splitProblem } from './year-rules';
import { yearSchema } from './year-schema';

const out = { program: 39_100, fundraising: 2_100, administration: 3_400, total: 44_600 };
const record = {
  year: 2025,
  gave: [{ count: 312, unit: 'H.O.P.E. Boxes' }],
  moneyIn: 48_200,
  moneyOut: out,
  board: [{ name: 'Ruth Miller', role: 'President' }],
};
const schema = yearSchema(2025);
const problems = (data: unknown) =>
  (schema.safeParse(data).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a year’s record', () => {
  it('takes a whole record, and the last ended year is the one before the build’s', () => {
    expect(problems(record)).toEqual([]);
    expect(lastEndedYear('2026-12-07')).toBe(2025);
    expect(lastEndedYear('2027-01-01')).toBe(2026);
  });

  it('refuses a year that has not ended, written as a number or as the editor writes it', () => {
    expect(problems({ ...record, year: 2026 })).toEqual([`year: ${YEAR_MESSAGES.year(2025)}`]);
    expect(problems({ ...record, year: '2026' })).toEqual([`year: ${YEAR_MESSAGES.year(2025)}`]);
    expect(problems({ ...record, year: 'last year' })).toEqual([`year: ${YEAR_MESSAGES.year(2025)}`]);
    expect(schema.parse({ ...record, year: '2024' }).year).toBe(2024);
  });

  it('refuses a negative or non-whole count, and money that is not an amount', () => {
    expect(problems({ ...record, gave: [{ count: -1, unit: 'Boxes' }] })).toEqual([
      `gave.0.count: ${YEAR_MESSAGES.count}`,
    ]);
    expect(problems({ ...record, gave: [{ count: 2.5, unit: 'Boxes' }] })).toEqual([
      `gave.0.count: ${YEAR_MESSAGES.count}`,
    ]);
    expect(problems({ ...record, moneyIn: '$48,200' })).toEqual([
      `moneyIn: ${YEAR_MESSAGES.money('Money in', 'moneyIn')}`,
    ]);
    expect(problems({ ...record, moneyIn: -5 })).toEqual([`moneyIn: ${YEAR_MESSAGES.money('Money in', 'moneyIn')}`]);
  });

  it('refuses a split that does not add up to the total it claims, in the words the editor shows', () => {
    const wrong = { ...out, total: 45_000 };
    expect(problems({ ...record, moneyOut: wrong })).toEqual([`moneyOut: ${YEAR_MESSAGES.split(44_600, 45_000)}`]);
    expect(splitProblem(wrong)).toBe(YEAR_MESSAGES.split(44_600, 45_000));
    expect(splitProblem(out)).toBeUndefined();
  });

  it('refuses a board member without a role', () => {
    expect(problems({ ...record, board: [{ name: 'Ruth Miller' }] })).toEqual([`board.0.role: ${YEAR_MESSAGES.role}`]);
    expect(problems({ ...record, board: [{ name: 'Ruth Miller', role: ' ' }] })).toEqual([
      `board.0.role: ${YEAR_MESSAGES.role}`,
    ]);
  });
});

describe('where each dollar went', () => {
  it('gives each part its share in whole percent, the three adding up to 100', () => {
    const parts = moneyParts(out);
    expect(parts.map((part) => part.percent)).toEqual([88, 5, 7]);
    for (const thirds of [
      { program: 1, fundraising: 1, administration: 1, total: 3 },
      { program: 999, fundraising: 1, administration: 0, total: 1000 },
    ])
      expect(moneyParts(thirds).reduce((sum, part) => sum + part.percent, 0)).toBe(100);
  });

  it('draws the bar as pieces one after another, as wide as their shares, together the whole bar', () => {
    const pieces = barPieces(out, 300);
    expect(pieces.reduce((sum, piece) => sum + piece.width, 0)).toBeCloseTo(300, 9);
    for (const [index, piece] of pieces.entries()) {
      expect(piece.width / 300).toBeCloseTo(piece.amount / out.total, 9);
      if (index > 0) expect(piece.x).toBeCloseTo(pieces[index - 1]!.x + pieces[index - 1]!.width, 9);
    }
  });

  it('writes amounts as people do, and puts the newest year first', () => {
    expect([formatDollars(48_200), formatDollars(-800)]).toEqual(['$48,200', '-$800']);
    const records = [2023, 2025, 2024].map((year) => ({ data: { year } }));
    expect(newestYearFirst(records).map((r) => r.data.year)).toEqual([2025, 2024, 2023]);
  });
});
