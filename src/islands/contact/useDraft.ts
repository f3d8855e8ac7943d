import { useCallback, useLayoutEffect, type RefObject } from 'react';
import { CONTACT_FIELDS, parseDraft, type ContactSubmission } from '../../lib/contact';
import { forgetDraft, keepDraft, readDraft } from '../../directives/keep-draft';

/** The form's five fields as they are now. */
export function readSubmission(form: HTMLFormElement): ContactSubmission {
  const data = new FormData(form);
  return Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, String(data.get(name) ?? '')]),
  ) as unknown as ContactSubmission;
}

export function field(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

/**
 * The form's draft under `key` in sessionStorage (each form its own), so a reload (or a page
 * restored after the phone dropped it) loses nothing. Each keystroke is kept by the directive
 * (src/directives/keep-draft.ts, the one writer); here, at hydration, a saved draft comes back
 * into the fields the visitor has not touched (empty, or as the page wrote them, such as a
 * volunteer's offer), and whatever was typed before the directive ran is kept at once.
 *
 * React, as it hydrates a text area the page wrote words into, sets its value back to those words,
 * dropping what the visitor added before the script came. The directive (client:interaction's
 * `draft`) keeps every keystroke from the first paint, so the draft holds it, and this puts it
 * back in the same commit, before the browser paints or takes another key: a key pressed meanwhile
 * makes React finish hydrating first.
 */
export function useDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string,
  onRestored: (form: HTMLFormElement) => void,
) {
  const save = useCallback(() => {
    const form = formRef.current;
    if (form) keepDraft(key, [form]);
  }, [formRef, key]);

  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = parseDraft(readDraft(key));
    let typed = false;
    for (const name of CONTACT_FIELDS) {
      const input = field(form, name);
      if (!input) continue;
      if (input.value === input.defaultValue && draft[name]) input.value = draft[name];
      if (input.value !== input.defaultValue) typed = true;
    }
    if (typed) save();
    // React writes a page-written text area's words again as it hydrates (a volunteer's offer),
    // which puts its caret back at the start: a visitor who had come to add to those words, and
    // whose key brought the script, typed before them (the soak, 1 run in 10 on a busy machine).
    // Their caret goes back to the end of the words.
    const focused = document.activeElement;
    if (focused instanceof HTMLTextAreaElement && form.contains(focused) && focused.selectionEnd === 0) {
      focused.setSelectionRange(focused.value.length, focused.value.length);
    }
    onRestored(form);
    // Once, at hydration: the callbacks read the form through its ref.
  }, []);

  return { save, clear: () => forgetDraft(key) };
}
