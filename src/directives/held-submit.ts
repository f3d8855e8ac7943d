/**
 * A form submitted inside a `client:interaction` island before it hydrated is held by the
 * directive (src/directives/interaction.ts), which marks the island's element with this
 * attribute. The island, once ready to send, calls releaseHeldSubmit to submit it again.
 */
export const HELD_SUBMIT = 'data-held-submit';

/** Submits `form` again if its island held a submit for it; true when it did. */
export function releaseHeldSubmit(form: HTMLFormElement | null): boolean {
  const island = form?.closest(`[${HELD_SUBMIT}]`);
  if (!form || !island) return false;
  island.removeAttribute(HELD_SUBMIT);
  form.requestSubmit();
  return true;
}
