import { useCallback, useEffect, type RefObject } from 'react';
import { CONTACT_FIELDS, DRAFT_KEY, parseDraft, type ContactSubmission } from '../../lib/contact';

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
 * Keeps what the visitor types in sessionStorage, so a reload (or a page restored after the
 * phone dropped it) loses nothing. At hydration it brings back a saved draft into empty fields
 * and saves at once whatever was typed before the island arrived.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>, onRestored: (form: HTMLFormElement) => void) {
  const save = useCallback(() => {
    const form = formRef.current;
    if (form) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(readSubmission(form)));
  }, [formRef]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = parseDraft(sessionStorage.getItem(DRAFT_KEY));
    for (const name of CONTACT_FIELDS) {
      const input = field(form, name);
      if (input && !input.value && draft[name]) input.value = draft[name];
    }
    if (Object.values(readSubmission(form)).some(Boolean)) save();
    onRestored(form);
    // Once, at hydration: the callbacks read the form through its ref.
  }, []);

  return { save, clear: () => sessionStorage.removeItem(DRAFT_KEY) };
}
