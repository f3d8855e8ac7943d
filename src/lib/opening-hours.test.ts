import { describe, expect, it } from 'vitest';
import { NO_TIMES, daysInWords, openingTimeInWords, timesInOneLine } from './opening-hours';

describe('opening times in words', () => {
  it('says the days in the week’s order, three or more in a row as a span', () => {
    expect(daysInWords(['Monday'])).toBe('Monday');
    expect(daysInWords(['Thursday', 'Tuesday'])).toBe('Tuesday and Thursday');
    expect(daysInWords(['Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Monday to Thursday');
    expect(daysInWords(['Saturday', 'Monday', 'Tuesday', 'Wednesday', 'Friday'])).toBe(
      'Monday to Wednesday, Friday and Saturday',
    );
    expect(daysInWords(['Monday', 'Tuesday'])).toBe('Monday and Tuesday');
  });

  it('says each row as people read it, and every row on one line for the home page', () => {
    const office = {
      what: 'Office',
      days: ['Monday', 'Tuesday', 'Wednesday'] as const,
      opens: '09:00',
      closes: '15:00',
    };
    const pantry = { what: 'Food pantry', days: ['Saturday'] as const, opens: '10:00', closes: '12:30' };
    expect(openingTimeInWords(office)).toBe('Office: Monday to Wednesday, 9:00 am to 3:00 pm');
    expect(timesInOneLine([office, pantry])).toBe(
      'Office: Monday to Wednesday, 9:00 am to 3:00 pm; Food pantry: Saturday, 10:00 am to 12:30 pm.',
    );
    // No rows is something honest, never an empty list.
    expect(timesInOneLine([])).toBe('Call or text before you come.');
    expect(NO_TIMES).toMatch(/^Call or text before you come/);
  });
});
