import type { Route } from '@playwright/test';
import { MESSAGES } from '../src/lib/contact';
import { SITE, formatAddress } from '../src/site';
import { banner, countSends, expectFormKeeps, form, labels, mailboxFor, SEND_URL, send } from './contact-form';
import { contactMessage, expect, fillContactForm, holdRequests, hydrated, test } from './fixtures';

const message = contactMessage;
const fillForm = fillContactForm;

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page, 'ContactForm');
});

test.describe('the page', () => {
  test('offers a phone number, the mailing address, the form and a direct e-mail link', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    const call = page.getByRole('region', { name: 'Text or Call' });
    await expect(call.getByRole('link', { name: SITE.phone.display })).toHaveAttribute(
      'href',
      `tel:${SITE.phone.dial}`,
    );
    const mail = page.getByRole('region', { name: 'Mailing Address' });
    await expect(mail).toContainText('P.O. Box 206');
    await expect(mail).toContainText('Alum Bank, PA 15521');
    expect(formatAddress()).toBe('P.O. Box 206, Alum Bank, PA 15521');
    await expect(page.getByRole('heading', { name: 'Email Your Questions Here' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: SITE.email }).last()).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
  });

  test('has five labelled, required fields with sensible limits', async ({ page }) => {
    const email = form(page).getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('placeholder', SITE.email);
    for (const label of Object.values(labels)) {
      const input = form(page).getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('required', '');
      await expect(input).toHaveAttribute('maxlength', /^\d+$/);
    }
    for (const label of [labels.Question, labels.Prayers]) {
      const textarea = form(page).getByLabel(label, { exact: true });
      await expect(textarea).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(textarea).toHaveAttribute('rows', '5');
    }
    await expect(send(page)).toBeEnabled();
  });

  test('tells the visitor politely how many characters are left near the limit', async ({ page }) => {
    const question = form(page).getByLabel(labels.Question, { exact: true });
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

test.describe('sending', { tag: '@once' }, () => {
  test('sends exactly the template variables through EmailJS to the mailbox, then thanks the visitor', async ({
    page,
  }) => {
    const token = `happy-${test.info().project.name}-${Date.now()}`;
    const values = message(token);
    await fillForm(page, values);
    await send(page).click();

    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await expect(page.getByText('Thank you for sending in a quesiton.')).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    await expect(banner(page)).toHaveText('An email has been submitted.');
    await expect(banner(page)).toHaveClass(/banner--good/);

    const [received, ...more] = await mailboxFor(page, token);
    expect(more).toHaveLength(0);
    expect(received).toMatchObject({
      lib_version: '4.3.3',
      service_id: 'service_local',
      template_id: 'template_local',
      user_id: 'local_public_key',
    });
    const params = received!.template_params;
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
    expect(params.emailSubject).toBe('SSMC website contact form: a question and prayer request');
    expect(params.emailSender).toBe(values.ContactEmail);
    expect(params.emailSenderFName).toBe('"Ruth"');
    expect(params.emailSenderLName).toBe('"Yoder"');
    expect(params.emailQuestion).toBe(JSON.stringify(values.Question));
    expect(params.emialPrayers).toBe(JSON.stringify(values.Prayers));
    expect(params.emailBody).toContain('Ruth');
    expect(params.emailBody).toContain('ruth.yoder@example.com');
    expect(params.emailBody).toContain(`Please pray for my mother&#39;s health.<br>Thank you. (${token})`);
  });

  test('visitor-typed HTML arrives escaped in the e-mail body', async ({ page }) => {
    const token = `html-${test.info().project.name}-${Date.now()}`;
    await fillForm(page, {
      ...message(token),
      FirstName: '<b>Ruth</b>',
      Question: `<img src=x onerror=alert(1)> ${token}`,
    });
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    const [received] = await mailboxFor(page, token);
    expect(received!.template_params.emailBody).toContain('&lt;b&gt;Ruth&lt;/b&gt;');
    expect(received!.template_params.emailBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(received!.template_params.emailBody).not.toContain('<img');
    expect(received!.template_params.emailSenderFName).toBe('"<b>Ruth</b>"');
  });

  test('shows the spinner instead of the Send button while the service has not answered', async ({ page }) => {
    const release = await holdRequests(page, SEND_URL);
    await fillForm(page, message(`spinner-${Date.now()}`));
    await send(page).click();
    const spinner = form(page).getByRole('img', { name: 'sending email' });
    await expect(spinner).toBeVisible();
    await expect(send(page)).toHaveCount(0);
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a double click, or Enter pressed again while sending, sends once', async ({ page }) => {
    const sends = countSends(page);
    const token = `double-${test.info().project.name}-${Date.now()}`;
    const release = await holdRequests(page, SEND_URL);
    await fillForm(page, message(token));
    await send(page).dblclick();
    await form(page).getByLabel(labels.FirstName, { exact: true }).press('Enter');
    release();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(1);
    expect(await mailboxFor(page, token)).toHaveLength(1);
  });

  test('two submits in the same moment (a script, an assistive tool) send once', async ({ page }) => {
    const sends = countSends(page);
    const token = `twice-${test.info().project.name}-${Date.now()}`;
    await fillForm(page, message(token));
    await form(page).evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(1);
    expect(await mailboxFor(page, token)).toHaveLength(1);
  });

  test('the banner clears itself 30 seconds after the result', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await hydrated(page, 'ContactForm');
    await fillForm(page, message(`clock-${Date.now()}`));
    await send(page).click();
    await expect(banner(page)).toHaveText(MESSAGES.sent);
    await page.clock.fastForward(29_000);
    await expect(banner(page)).toHaveText(MESSAGES.sent);
    await page.clock.fastForward(1_500);
    await expect(banner(page)).toHaveText('');
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
  });
});

test.describe('checks before sending', { tag: '@once' }, () => {
  test('empty fields are caught by the browser and nothing is sent', async ({ page }) => {
    const sends = countSends(page);
    await send(page).click();
    const first = form(page).getByLabel(labels.FirstName, { exact: true });
    await expect(first).toBeFocused();
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(banner(page)).toHaveText('');
    expect(sends()).toBe(0);
  });

  test('an address without a dotted domain gets "Bad Contact Email", focus, and nothing is sent', async ({ page }) => {
    const sends = countSends(page);
    const values = { ...message(`bad-${Date.now()}`), ContactEmail: 'someone@localhost' };
    await fillForm(page, values);
    await send(page).click();
    await expect(banner(page)).toHaveText('Bad Contact Email');
    await expect(banner(page)).toHaveClass(/banner--bad/);
    const email = form(page).getByLabel(labels.ContactEmail, { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/full e-mail address/);
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
    await fillForm(page, message(`bot-${Date.now()}`));
    await trap.fill('https://spam.example', { force: true });
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(0);
  });
});

test.describe('when the send fails', { tag: '@once' }, () => {
  const failures: [string, (route: Route) => Promise<void>][] = [
    ['a 400 refusal', (route) => route.fulfill({ status: 400, body: 'The service ID is invalid' })],
    ['a 429 from the service', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['a 500 error', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['a network failure', (route) => route.abort('internetdisconnected')],
    ['a blocked request', (route) => route.abort('blockedbyclient')],
  ];

  for (const [name, answer] of failures) {
    test(`${name} shows "An error has occured" and keeps everything typed`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/An error has occured/);
      consoleGuard.allow(/Failed to load resource/);
      await page.route(SEND_URL, answer);
      const values = message(`fail-${Date.now()}`);
      await fillForm(page, values);
      await send(page).click();
      await expect(banner(page)).toHaveText('An error has occured');
      await expect(banner(page)).toHaveClass(/banner--bad/);
      await expectFormKeeps(page, values);
      await expect(send(page)).toBeVisible();
      await expect(send(page)).toBeFocused();
      await expect(page.getByText(MESSAGES.thanks)).toHaveCount(0);
    });
  }

  test('the error is logged, and a link opens the mail app with the message filled in', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/An error has occured/);
    consoleGuard.allow(/Failed to load resource/);
    const logged: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') logged.push(entry.text());
    });
    await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const values = message(`mailapp-${Date.now()}`);
    await fillForm(page, values);
    await send(page).click();
    await expect(banner(page)).toHaveText(MESSAGES.failed);
    expect(logged.some((line) => line.includes('An error has occured'))).toBe(true);

    const href = await page.getByRole('link', { name: 'send it from your own e-mail app' }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^mailto:${SITE.email.replace('.', '\\.')}\\?`));
    const body = decodeURIComponent(href!.match(/body=([^&]*)/)![1]!);
    expect(body).toContain(values.Question);
    expect(body).toContain(values.Prayers);
    expect(body).toContain(values.ContactEmail);
  });

  test('after a failure the visitor can send again at once', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/An error has occured/);
    consoleGuard.allow(/Failed to load resource/);
    const token = `retry-${test.info().project.name}-${Date.now()}`;
    await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), { times: 1 });
    await fillForm(page, message(token));
    await send(page).click();
    await expect(banner(page)).toHaveText(MESSAGES.failed);
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(await mailboxFor(page, token)).toHaveLength(1);
  });
});

test.describe('nothing typed is lost', { tag: '@once' }, () => {
  test('a reload brings the draft back', async ({ page }) => {
    const values = message(`draft-${Date.now()}`);
    await fillForm(page, values);
    await page.reload();
    await hydrated(page, 'ContactForm');
    await expectFormKeeps(page, values);
  });

  test('a sent message is not restored after a reload', async ({ page }) => {
    await fillForm(page, message(`sent-draft-${Date.now()}`));
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await page.reload();
    await hydrated(page, 'ContactForm');
    for (const label of Object.values(labels)) {
      await expect(form(page).getByLabel(label, { exact: true })).toHaveValue('');
    }
  });
});
