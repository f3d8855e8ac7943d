/**
 * A notice's own rules (notice-schema.ts, notice-rules.ts) and its urgent one (notices.ts); what
 * every dated kind shares is dated.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { currentOn } from './dated';
import { linkRule } from './notice-rules';
import { noticeSchema, type Notice } from './notice-schema';
import { urgentNotice } from './notices';

const schema = noticeSchema(['/', '/contact', '/donate', '/projects', '/legal']);
const notice = (fields: Record<string, unknown>): Notice => schema.parse({ title: 'Supper', text: 'Come.', ...fields });

describe('a notice’s rules', () => {
  it('needs a title and one or two sentences', () => {
    expect(schema.safeParse({ text: 'Come.' }).error?.issues[0]).toMatchObject({ path: ['title'] });
    expect(schema.safeParse({ title: 'Supper', text: 'x'.repeat(301) }).error?.issues[0]?.message).toMatch(
      /One or two sentences/,
    );
  });

  it('links only to a page of the site or an https:// address', () => {
    const { pattern, message } = linkRule(['/', '/contact']);
    // The message names every page the pattern takes, and only those.
    expect(message).toBe('A page of the site (/, /contact) or a full address starting with https://');
    for (const good of ['/', '/contact', 'https://example.org/supper']) expect(good).toMatch(pattern);
    for (const bad of ['/contacts', '/nowhere', 'http://example.org', 'javascript:alert(1)', 'example.org']) {
      expect(bad).not.toMatch(pattern);
    }
    expect(schema.safeParse({ title: 'a', text: 'b', link: '/nowhere' }).success).toBe(false);
  });

  it('takes dates as days and times as 24-hour times, and a field left empty as none', () => {
    expect(notice({ showUntil: '2026-12-01', eventStart: '2026-12-01T17:00', eventEnd: '19:30' })).toMatchObject({
      showUntil: '2026-12-01',
      eventStart: '2026-12-01T17:00',
      eventEnd: '19:30',
      urgent: false,
    });
    expect(notice({ showUntil: new Date('2026-12-01T00:00:00Z') }).showUntil).toBe('2026-12-01');
    expect(notice({ link: '', showUntil: '', eventStart: '', eventEnd: '', place: '' })).toEqual({
      title: 'Supper',
      text: 'Come.',
      urgent: false,
    });
    for (const [field, value] of [
      ['showUntil', '12/01/2026'],
      ['eventStart', '2026-12-01 5pm'],
      ['eventEnd', '7:00 pm'],
      ['eventEnd', '24:00'],
    ] as const) {
      expect(schema.safeParse({ title: 'a', text: 'b', [field]: value }).error?.issues[0]?.path, field).toEqual([
        field,
      ]);
    }
  });
});

describe('the urgent notice', () => {
  it('is the soonest current notice marked urgent, or none', () => {
    const today = '2026-11-23';
    const entries = [
      { id: 'undated', data: notice({ title: 'Undated' }) },
      { id: 'gone', data: notice({ title: 'Gone', showUntil: '2026-11-01', urgent: true }) },
      { id: 'later', data: notice({ title: 'Later', eventStart: '2026-12-05T10:00', urgent: true }) },
      { id: 'soon', data: notice({ title: 'Soon', eventStart: '2026-11-24T17:00', urgent: true }) },
    ];
    expect(urgentNotice(currentOn(entries, today))?.id).toBe('soon');
    expect(urgentNotice(currentOn(entries.slice(0, 2), today))).toBeUndefined();
  });
});
