/* The contact page and its form before sending: the fields, the checks, the kept draft. */
import { MESSAGES } from '../src/lib/contact';
import { banner, countSends, expectFormKeeps, form, send } from './support/contact-form';
import { expect, test } from './fixtures';
import { CONTACT_LABELS, contactMessage } from './support/site';
import { fillContactForm, reachForForm } from './support/pages';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await reachForForm(page);
});

// What the page says and the fields it asks for are read from the built page (tests/built/contact.test.ts).
test.describe('the page', () => {
  test('tells the visitor politely how many characters are left near the limit', async ({ page }) => {
    const question = form(page).getByLabel(CONTACT_LABELS.Question, { exact: true });
    const max = Number(await question.getAttribute('maxlength'));
    const count = page.locator('#Question-count');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await question.fill('a'.repeat(max - 500));
    await expect(count).toHaveText('');
    await question.fill('a'.repeat(max - 150));
    await expect(count).toHaveText('150 characters left');
    await expect(question).toHaveAttribute('aria-describedby', 'Question-count');
  });
});

test.describe('checks before sending', () => {
  test('empty fields are caught by the browser and nothing is sent', async ({ page }) => {
    const sends = countSends(page);
    await send(page).click();
    const first = form(page).getByLabel(CONTACT_LABELS.FirstName, { exact: true });
    await expect(first).toBeFocused();
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(banner(page)).toHaveText('');
    expect(sends()).toBe(0);
  });

  test('an address without a dotted domain gets "Bad Contact Email", focus, and nothing is sent', async ({ page }) => {
    const sends = countSends(page);
    const values = { ...contactMessage(`bad-${Date.now()}`), ContactEmail: 'someone@localhost' };
    await fillContactForm(page, values);
    await send(page).click();
    await expect(banner(page)).toHaveText('Bad Contact Email');
    await expect(banner(page)).toHaveClass(/banner--bad/);
    const email = form(page).getByLabel(CONTACT_LABELS.ContactEmail, { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/full email address/);
    await expectFormKeeps(page, values);
    expect(sends()).toBe(0);

    await email.fill('someone@example.org');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
    const sends = countSends(page);
    const trap = page.locator('input[name="ssmc_hp"]');
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await fillContactForm(page, contactMessage(`bot-${Date.now()}`));
    await trap.fill('https://spam.example', { force: true });
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(0);
  });
});

test.describe('nothing typed is lost', () => {
  test('a sent message is not restored after a reload', async ({ page }) => {
    await fillContactForm(page, contactMessage(`sent-draft-${Date.now()}`));
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await page.reload();
    await reachForForm(page);
    for (const label of Object.values(CONTACT_LABELS)) {
      await expect(form(page).getByLabel(label, { exact: true })).toHaveValue('');
    }
  });
});
