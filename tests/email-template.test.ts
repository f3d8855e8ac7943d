/**
 * The email template the ministry pastes into EmailJS (docs/publishing.md, the block after the
 * "email-template" marker), rendered as EmailJS renders it (Mustache: double braces escape HTML,
 * triple braces do not) with the parameters the site builds for a hostile, many-line message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { buildTemplateParams, escapeHtml } from '../src/lib/contact';
import { SITE } from '../src/site';
import { projectRoot } from '../tooling/test-site.mjs';

const docs = readFileSync(join(projectRoot, 'docs/publishing.md'), 'utf8');
const TEMPLATE = /<!-- email-template[^>]*-->\s*```html\n([\s\S]*?)```/.exec(docs)![1]!;

/** Mustache's two kinds of tag, as EmailJS fills a template: a value is never read as a template. */
function render(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{\{\s*(\w+)\s*\}\}\}|\{\{\s*(\w+)\s*\}\}/g, (_tag, raw?: string, escaped?: string) =>
    raw ? (params[raw] ?? '') : escapeHtml(params[escaped!] ?? ''),
  );
}

const hostile = {
  FirstName: 'Ruth "<script>alert(1)</script>',
  LastName: '<b>Yoder</b>',
  ContactEmail: 'ruth.yoder@example.com',
  Question: 'Is the H.O.P.E. Box open to us?\nWe live in Alum Bank. <img src=x onerror=alert(1)>\n{{{emailBody}}}',
  Prayers: 'For my mother\'s health,\nand for work <a href="https://evil.example">click</a>.',
};

const read = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe('the email the ministry receives', () => {
  const params = buildTemplateParams(hostile, SITE.shortName);
  const body = read(render(TEMPLATE, params));
  const text = body.textContent!;

  it('reads as a person would want: each field under its label, with no raw tags or quotes', () => {
    expect(text).toContain('Question:');
    expect(text).toContain('Prayer request:');
    // The site's own markup is markup, not letters on the screen.
    expect(text).not.toMatch(/<\/?(p|strong|h2|br)\b/);
    // Names as typed, not as JSON ("\"Ruth\"") nor escaped twice ("&lt;b&gt;").
    expect(text).toContain('Ruth "<script>alert(1)</script>');
    expect(text).toContain('<b>Yoder</b>');
    expect(text).not.toContain('&lt;');
    expect(text).not.toContain('\\n');
  });

  it('keeps the visitor’s line breaks', () => {
    const question = [...body.querySelectorAll('p')].find((p) => p.textContent!.startsWith('Question:'))!;
    expect(question.querySelectorAll('br').length).toBeGreaterThanOrEqual(3);
    expect(question.innerHTML).toContain('We live in Alum Bank.');
  });

  it('carries no markup from the visitor, and no template tag they typed is filled in', () => {
    expect(body.querySelectorAll('script, img, a, b, iframe')).toHaveLength(0);
    expect(text).toContain('{{{emailBody}}}');
    expect([...body.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name))).not.toContain(
      'onerror',
    );
  });

  it('would show raw tags with double braces, which is why the template uses three', () => {
    const doubled = read(render(TEMPLATE.replace('{{{emailBody}}}', '{{emailBody}}'), params));
    expect(doubled.textContent).toMatch(/<strong>Question:<\/strong>/);
  });
});
