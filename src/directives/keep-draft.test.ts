// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { parseDraft } from '../lib/contact';
import { forgetDraft, keepDraft, readDraft } from './keep-draft';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function formWith(fields: Record<string, string>) {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('textarea');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

it('keeps every field’s words under the key, as the form reads its draft back', () => {
  keepDraft('a-draft', [formWith({ FirstName: 'Ruth', Question: 'Is the box open?' })]);
  expect(parseDraft(sessionStorage.getItem('a-draft'))).toEqual({ FirstName: 'Ruth', Question: 'Is the box open?' });
  forgetDraft('a-draft');
  expect(sessionStorage.getItem('a-draft')).toBeNull();
});

it('loses nothing on the page when storage refuses, and says nothing to the visitor', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  const form = formWith({ FirstName: 'Ruth' });
  expect(() => keepDraft('a-draft', [form])).not.toThrow();
  expect(() => forgetDraft('a-draft')).not.toThrow();
  expect(readDraft('a-draft')).toBeNull();
  expect((form.elements.namedItem('FirstName') as HTMLTextAreaElement).value).toBe('Ruth');
});
