/**
 * Finds an element as a visitor does, by its role and accessible name or a field by its label,
 * inside the page: for WebKitGTK, whose classic WebDriver finds by CSS only (Playwright's engines
 * use Playwright's own getByRole and getByLabel). It runs in the page, so it reads nothing but its
 * argument. The name is the element's own label (aria-label, aria-labelledby) or its text, as
 * the site's controls have them; an element shown is preferred to a hidden one of the same name.
 * `within`, a CSS selector, looks only inside the first element it finds.
 */
export function findInPage(target: { role?: string; name?: string; label?: string; within?: string }): Element | null {
  const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const labelledBy = (element: Element) =>
    (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => words(document.getElementById(id)?.textContent))
      .join(' ')
      .trim();
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ?? (labelledBy(element) || words(element.textContent));
  let found: Element[];
  if (target.label !== undefined) {
    found = [...document.querySelectorAll('label')]
      .filter((label) => words(label.textContent) === target.label && label.control)
      .map((label) => label.control!);
  } else {
    const roles: Record<string, string> = {
      button: 'button, [role="button"], input[type="submit"]',
      link: 'a[href], [role="link"]',
      dialog: 'dialog, [role="dialog"]',
      form: 'form[aria-label], form[aria-labelledby], [role="form"]',
      status: '[role="status"], output',
      heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
      navigation: 'nav, [role="navigation"]',
    };
    const scope = target.within ? document.querySelector(target.within) : document;
    found = [...(scope?.querySelectorAll(roles[target.role ?? ''] ?? ':not(*)') ?? [])].filter(
      (element) => target.name === undefined || nameOf(element) === target.name,
    );
  }
  return found.find((element) => element.checkVisibility()) ?? found[0] ?? null;
}
