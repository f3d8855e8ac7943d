/**
 * The one writer of a form's draft: what the visitor has typed into the fields of `forms`, kept in
 * sessionStorage under `key` (read back by parseDraft, src/lib/contact.ts). The directive
 * (client:interaction's `draft`) calls it on every keystroke, from the first paint on, before and
 * after the island hydrates; the island (useDraft) only where no keystroke happened: the words it
 * put back at hydration, and a kept message given back to the form.
 */
export function keepDraft(key: string, forms: Iterable<HTMLFormElement>): void {
  const fields: Record<string, string> = {};
  for (const form of forms) {
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  }
  try {
    sessionStorage.setItem(key, JSON.stringify(fields));
  } catch {
    // Storage refused (full, or a private window's settings): the words stay in the fields.
  }
}

/** The draft kept under `key`, as stored; none where storage refuses to be read. */
export function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Forgets the draft under `key`: the message it held has gone. */
export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing kept to forget.
  }
}
