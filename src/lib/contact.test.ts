import { describe, expect, it } from 'vitest';
import {
  EMAILJS_PARAMS_LIMIT_BYTES,
  MAX_LENGTH,
  buildTemplateParams,
  escapeHtml,
  isValidEmail,
  mailtoLink,
  msUntilNextSend,
  parseDraft,
  remainingToAnnounce,
  retryMayWork,
  submissionFromParams,
  templateParamsBytes,
  waitMessage,
  type ContactSubmission,
} from './contact';

const submission: ContactSubmission = {
  FirstName: 'Ruth',
  LastName: "O'Neil",
  ContactEmail: 'ruth.oneil@example.com',
  Question: 'When is the next "Manna Monday"?\nCan I bring a friend?',
  Prayers: 'Please pray for my <family> & my job.',
};

describe('isValidEmail', () => {
  it.each([
    'someone@example.com',
    'first.last+tag@mail.example.org',
    "o'neil@example.co.uk",
    'A_B-c@sub-domain.example',
    ' padded@example.com ',
  ])('accepts %s', (address) => expect(isValidEmail(address)).toBe(true));

  it.each([
    'someone@localhost',
    'someone',
    '@example.com',
    'someone@',
    'some one@example.com',
    'someone@@example.com',
    'someone@example..com',
    'someone@-example.com',
    'someone@example.com.',
    'some<one>@example.com',
    '',
  ])('rejects %j', (address) => expect(isValidEmail(address)).toBe(false));
});

describe('escapeHtml', () => {
  it('escapes the five characters that can start or break markup', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('leaves ordinary text alone', () => {
    expect(escapeHtml('Grace and peace — 2 Cor 13:14')).toBe('Grace and peace — 2 Cor 13:14');
  });
});

describe('buildTemplateParams', () => {
  const params = buildTemplateParams(submission, 'SSMC');

  it('has exactly the variables the email template uses, emialPrayers spelled so', () => {
    expect(Object.keys(params).sort()).toEqual(
      [
        'emailBody',
        'emailQuestion',
        'emailSender',
        'emailSenderFName',
        'emailSenderLName',
        'emailSubject',
        'emialPrayers',
      ].sort(),
    );
  });

  it('JSON-encodes the question, the names and the prayers, and sends the address as it is', () => {
    expect(params.emailQuestion).toBe('"When is the next \\"Manna Monday\\"?\\nCan I bring a friend?"');
    expect(JSON.parse(params.emailQuestion)).toBe(submission.Question);
    expect(params.emailSenderFName).toBe('"Ruth"');
    expect(params.emailSenderLName).toBe('"O\'Neil"');
    expect(params.emialPrayers).toBe('"Please pray for my <family> & my job."');
    expect(params.emailSender).toBe('ruth.oneil@example.com');
  });

  it('has a fixed subject naming the ministry contact form', () => {
    expect(params.emailSubject).toBe('SSMC website contact form: a question and prayer request');
    expect(buildTemplateParams({ ...submission, Question: 'other' }, 'SSMC').emailSubject).toBe(params.emailSubject);
  });

  it('summarises every field in the HTML body, escaped, with line breaks kept', () => {
    expect(params.emailBody).toContain('<strong>First name:</strong><br>Ruth');
    expect(params.emailBody).toContain('<strong>Last name:</strong><br>O&#39;Neil');
    expect(params.emailBody).toContain('<strong>Email:</strong><br>ruth.oneil@example.com');
    expect(params.emailBody).toContain('When is the next &quot;Manna Monday&quot;?<br>Can I bring a friend?');
    expect(params.emailBody).toContain('Please pray for my &lt;family&gt; &amp; my job.');
    expect(params.emailBody).not.toContain('<family>');
  });

  it('trims stray spaces', () => {
    const spaced = buildTemplateParams(
      { ...submission, FirstName: '  Ruth ', ContactEmail: ' ruth@example.com ' },
      'SSMC',
    );
    expect(spaced.emailSenderFName).toBe('"Ruth"');
    expect(spaced.emailSender).toBe('ruth@example.com');
  });

  it('stays under the EmailJS size limit at the longest inputs the form accepts', () => {
    for (const character of ['"', '<', '😀', 'ü', '\\']) {
      const longest = Object.fromEntries(
        Object.entries(MAX_LENGTH).map(([field, max]) => [field, character.repeat(max / character.length)]),
      ) as unknown as ContactSubmission;
      expect(templateParamsBytes(buildTemplateParams(longest, 'SSMC'))).toBeLessThan(EMAILJS_PARAMS_LIMIT_BYTES);
    }
  });
});

describe('mailtoLink', () => {
  it('opens a message to the ministry with everything typed already in it', () => {
    const link = mailtoLink('questions@example.org', submission, 'SSMC');
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('questions@example.org');
    const subject = decodeURIComponent(link.match(/subject=([^&]*)/)![1]!);
    const body = decodeURIComponent(link.match(/body=([^&]*)/)![1]!);
    expect(subject).toBe('Question and prayer request for SSMC');
    expect(body).toContain("Name: Ruth O'Neil");
    expect(body).toContain('Email: ruth.oneil@example.com');
    expect(body).toContain(submission.Question);
    expect(body).toContain(submission.Prayers);
  });
});

describe('parseDraft', () => {
  it('restores the known fields', () => {
    expect(parseDraft(JSON.stringify({ FirstName: 'Ruth', Prayers: 'healing', other: 'x', LastName: 5 }))).toEqual({
      FirstName: 'Ruth',
      Prayers: 'healing',
    });
  });

  it('ignores nothing, rubbish and non-objects', () => {
    expect(parseDraft(null)).toEqual({});
    expect(parseDraft('{not json')).toEqual({});
    expect(parseDraft('"text"')).toEqual({});
    expect(parseDraft('null')).toEqual({});
  });

  it('cuts a stored value to the field limit', () => {
    expect(parseDraft(JSON.stringify({ FirstName: 'x'.repeat(500) })).FirstName).toHaveLength(MAX_LENGTH.FirstName);
  });
});

describe('remainingToAnnounce', () => {
  it('says nothing until the limit is near, then counts down to zero', () => {
    expect(remainingToAnnounce(0, 2000)).toBeNull();
    expect(remainingToAnnounce(1799, 2000)).toBeNull();
    expect(remainingToAnnounce(1800, 2000)).toBe(200);
    expect(remainingToAnnounce(2000, 2000)).toBe(0);
    expect(remainingToAnnounce(2100, 2000)).toBe(0);
  });
});

describe('the one-message-a-minute limit', () => {
  const now = 1_700_000_000_000;

  it('lets a browser that never sent, or sent over a minute ago, send now', () => {
    expect(msUntilNextSend(null, now)).toBe(0);
    expect(msUntilNextSend(String(now - 60_000), now)).toBe(0);
    expect(msUntilNextSend(String(now - 3_600_000), now)).toBe(0);
  });

  it('says how long is left within the minute', () => {
    expect(msUntilNextSend(String(now - 18_000), now)).toBe(42_000);
    expect(msUntilNextSend(String(now), now)).toBe(60_000);
  });

  it('ignores a record it cannot read, or one from the future (a clock set back)', () => {
    expect(msUntilNextSend('soon', now)).toBe(0);
    expect(msUntilNextSend(String(now + 5_000), now)).toBe(0);
  });

  it('tells the visitor when they can send, in whole seconds', () => {
    expect(waitMessage(42_000)).toContain('you can send it in 42 seconds');
    expect(waitMessage(41_200)).toContain('in 42 seconds');
    expect(waitMessage(300)).toContain('in 1 second.');
  });
});

describe('retryMayWork', () => {
  it('is false only for the refusals a retry cannot change', () => {
    expect(retryMayWork(400)).toBe(false);
    expect(retryMayWork(403)).toBe(false);
    for (const status of [0, 429, 451, 500, 503, undefined]) expect(retryMayWork(status)).toBe(true);
  });
});

describe('a kept message given back', () => {
  it('has the visitor’s words back from the template variables, quotes and lines included', () => {
    const submission: ContactSubmission = {
      FirstName: 'Ruth "Ruthie"',
      LastName: 'Yoder',
      ContactEmail: 'ruth@example.com',
      Question: 'Is the box\nopen <today>?',
      Prayers: 'For my mother.',
    };
    expect(submissionFromParams(buildTemplateParams(submission, 'SSMC'))).toEqual(submission);
  });

  it('gives nothing back from variables it did not make', () => {
    expect(submissionFromParams({ emailSender: 'a@b.co' })).toBeNull();
    const params = buildTemplateParams(
      { FirstName: 'A', LastName: 'B', ContactEmail: 'a@b.co', Question: 'Q', Prayers: 'P' },
      'SSMC',
    );
    expect(submissionFromParams({ ...params, emialPrayers: 'not JSON' })).toBeNull();
  });
});
