import { describe, expect, it } from 'vitest';
import { mailLink, sharedBody, shareText, smsLink } from './share';

const address = 'https://www.example.org/help';
const text = shareText('Sweet Surrender Ministry Center', address);

describe('send this to someone', () => {
  it('writes the page’s whole address into the text message, with no number chosen', () => {
    const link = smsLink(text);
    // No recipient before "?": the sender chooses; "&body=" is where both phones read the words.
    expect(link).toMatch(/^sms:\?&body=[^&]+$/);
    expect(sharedBody(link)).toBe(text);
    expect(sharedBody(link)).toContain(address);
  });

  it('keeps the words whole when they hold characters a link gives other meanings', () => {
    const tricky = shareText('Faith & Hope #1', `${address}?from=card`);
    expect(sharedBody(smsLink(tricky))).toBe(tricky);
    expect(sharedBody(mailLink('A & B', tricky))).toBe(tricky);
  });

  it('writes the address into an email with a subject, for no one yet', () => {
    const link = mailLink('Help from a ministry nearby', text);
    expect(link).toMatch(/^mailto:\?subject=[^&]+&body=[^&]+$/);
    expect(decodeURIComponent(/subject=([^&]*)/.exec(link)![1]!)).toBe('Help from a ministry nearby');
    expect(sharedBody(link)).toContain(address);
  });
});
