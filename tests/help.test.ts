/**
 * Asking for help (src/pages/help.astro, src/pages/ask/[id].astro): what a neighbour reads before
 * they call, from two builds. The `events` test site has every fact set (FIXTURE_FACTS in
 * tooling/test-content.mjs: the promises agreed, USDA Foods handed out, the times checked a month
 * ago, a place to turn that takes calls only, and every line of the H.O.P.E. Box written); the
 * site's own build ships as it is (promises unconfirmed, USDA Foods off, no day checked, the
 * Birthday Blessing Box with no lines yet). In a browser: e2e/help.spec.ts; on paper:
 * tests/flyers-on-paper.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { overBudget } from '../bench/budgets.mjs';
import { weighPage } from '../bench/page-weight.mjs';
import { pageFileFor } from '../src/lib/offline';
import { HELP_CARD_PATH, HELP_PAGE, HELP_TODAY, POLICY_ON_ASKING, askAnchor, askPath } from '../src/lib/paths';
import { HANDOVER_WORDS } from '../src/lib/project-rules';
import { askText } from '../src/lib/projects';
import { sharedBody } from '../src/lib/share';
import { PLACEHOLDER_SITE_URL } from '../src/settings';
import { SITE, formatLongDate } from '../src/site';
import { addDays } from '../src/lib/ministry-time';
import { FIXTURE_FACTS } from '../tooling/test-content.mjs';
import { testSite } from '../tooling/test-site.mjs';
import { builtPage, linksNamed, textOf } from './support/built-site';
import { readingGrade } from './support/reading-grade';

const events = { dist: '', today: '' };
beforeAll(async () => Object.assign(events, await testSite('events')), 120_000);

const eventsPage = (path: string) =>
  readFile(join(events.dist, pageFileFor(path)), 'utf8').then((html) => new JSDOM(html).window.document);
/** An element's words, as a reader meets them. */
const text = textOf;
const section = (doc: Document, heading: string) => doc.getElementById(heading)!.closest('section, li')!;
const { gettingHelp, callsOnly, hopeBox } = FIXTURE_FACTS;

describe('what a neighbour can ask for', () => {
  it('gives each current project its lines for a neighbour, every line the ministry wrote, in order', async () => {
    const help = await eventsPage(HELP_PAGE);
    const hope = section(help, askAnchor('hope-box'));
    expect([...hope.querySelectorAll('dt')].map(text)).toEqual([
      'Who it is for',
      'How to ask',
      'What happens next',
      'What to have ready',
    ]);
    expect(text(hope.querySelector('dd'))).toBe(
      'A neighbor in our county going through a hard season. You may ask for yourself or for someone you know.',
    );
    expect(text(hope)).toContain(`${hopeBox.howSoon} ${HANDOVER_WORDS.either} You may ask once every three months.`);
    expect(text(hope)).toContain(hopeBox.bring);
    // Its ways to ask: the ministry's call and text, and its own form with the request written.
    expect([...hope.querySelectorAll('dd a')].map((a) => a.getAttribute('href'))).toEqual([
      `tel:${SITE.phone.dial}`,
      `sms:${SITE.phone.dial}`,
      askPath('hope-box'),
    ]);
  });

  it('shows a current project with no lines yet, with the ministry’s call and text, and no future project', async () => {
    const help = builtPage(HELP_PAGE);
    const birthday = section(help, askAnchor('birthday-blessing-box'));
    expect([...birthday.querySelectorAll('dt')].map(text)).toEqual(['How to ask']);
    expect([...birthday.querySelectorAll('a')].map(text)).toEqual([
      `Call ${SITE.phone.display}`,
      `Text ${SITE.phone.display}`,
    ]);
    const asked = [...help.querySelectorAll('#WhatYouCanAskFor ~ ul h3')].map(text);
    expect(asked).toEqual(['Birthday Blessing Box', 'H.O.P.E. Box']);
    expect(text(help.querySelector('main'))).not.toMatch(/Manna Monday|Second Chance/);
  });

  it('gives a project asked for with the form a page of its own, the request written in the form', async () => {
    const ask = builtPage(askPath('hope-box'));
    expect(text(ask.querySelector('h1'))).toBe('Ask for H.O.P.E. Box');
    const question = ask.querySelector('form textarea[name="Question"]')!;
    expect(question.textContent).toBe(askText('H.O.P.E. Box'));
    // Nobody has to pray with anyone to be helped: the form says what to write in the prayer box.
    expect(text(ask.querySelector('main'))).toContain('write "None" if you do not want prayer');
    // A project asked for by phone only has no such page.
    await expect(readFile(join(events.dist, pageFileFor(askPath('birthday-blessing-box'))))).rejects.toThrow();
  });
});

describe('what the ministry promises, and keeps', () => {
  it('lists every promise the ministry agreed to, and who sees what someone sends', async () => {
    const help = await eventsPage(HELP_PAGE);
    expect([...section(help, 'OurPromises').querySelectorAll('li')].map(text)).toEqual(gettingHelp.promises);
    const kept = help.getElementById('WhatWeKeep')!;
    expect(text(kept)).toContain(`Who sees it: ${gettingHelp.whoSees}`);
    expect(kept.querySelector(`a[href="${POLICY_ON_ASKING}"]`)).not.toBeNull();
    // The privacy policy's own section, which that link opens, says the same.
    const policy = (await eventsPage('/legal')).getElementById(POLICY_ON_ASKING.split('#')[1]!)!;
    expect(text(policy)).toContain(`Who sees it: ${gettingHelp.whoSees}`);
    expect(text(policy)).toContain('never puts you on a mailing list');
  });

  it('ships with the site’s own honest defaults until the ministry changes them', () => {
    const help = builtPage(HELP_PAGE);
    expect([...section(help, 'OurPromises').querySelectorAll('li')].map(text)).toEqual(SITE.gettingHelp.promises);
    expect(SITE.gettingHelp.confirmed).toBe(false);
  });

  it('shows the USDA statement only while its fact is on, in full on the page and short on the card', async () => {
    const help = await eventsPage(HELP_PAGE);
    expect([...section(help, 'UsdaStatement').querySelectorAll('p')].map(text)).toEqual(gettingHelp.usdaStatement);
    expect(text((await eventsPage(HELP_CARD_PATH)).querySelector('main'))).toContain(gettingHelp.usdaShortStatement);
    // The site as it ships hands out no USDA Foods: no statement, on the page or the card.
    expect(SITE.gettingHelp.usdaFoods).toBe(false);
    expect(builtPage(HELP_PAGE).getElementById('UsdaStatement')).toBeNull();
    expect(text(builtPage(HELP_CARD_PATH).querySelector('main'))).not.toContain('equal opportunity');
    expect(builtPage(HELP_CARD_PATH).querySelector('.flyer__statement')).toBeNull();
  });

  it('prints the first three promises on the card, the rest left to the page', async () => {
    const card = await eventsPage(HELP_CARD_PATH);
    expect([...card.querySelectorAll('.flyer__promises li')].map(text)).toEqual(gettingHelp.promises.slice(0, 3));
    expect(text(card.querySelector('main'))).toContain('You can ask for: Birthday Blessing Box, H.O.P.E. Box.');
  });
});

describe('when to come, and somewhere else to turn', () => {
  it('says beside the opening times the day they were checked, and nothing where no day is set', async () => {
    const visit = section(await eventsPage(HELP_PAGE), 'VisitUs');
    const checked = addDays(events.today, -FIXTURE_FACTS.checkedDaysAgo);
    expect(text(visit.querySelector('.opening-times__checked'))).toBe(`Checked on ${formatLongDate(checked)}.`);
    expect(visit.querySelector('.visit-us__check'), 'the urgent notice beside the times').not.toBeNull();
    expect(builtPage(HELP_PAGE).querySelector('.opening-times__checked')).toBeNull();
  });

  it('offers a text link only for a number that takes texts, on the help page and /contact', async () => {
    for (const path of [HELP_PAGE, '/contact']) {
      const nearby = section(await eventsPage(path), HELP_TODAY.split('#')[1]!);
      const rows = [...nearby.querySelectorAll('li')];
      const row = (name: string) => rows.find((li) => text(li.querySelector('h3')) === name)!;
      expect(linksNamed(row(callsOnly.name), /^Text /), path).toEqual([]);
      expect(linksNamed(row(callsOnly.name), `Call ${callsOnly.phone}`), path).toHaveLength(1);
      for (const taking of SITE.helpNearby.filter((entry) => entry.canText))
        expect(linksNamed(row(taking.name), `Text ${taking.phone!.display}`), `${path} ${taking.name}`).toHaveLength(1);
    }
  });
});

describe('send this to someone', () => {
  it('opens a text message and an email with the page’s whole address written, with no script', () => {
    const help = builtPage(HELP_PAGE);
    const send = section(help, 'SendThis');
    const address = new URL(HELP_PAGE, PLACEHOLDER_SITE_URL).href;
    const sms = linksNamed(send, 'Send it in a text message')[0]!.getAttribute('href')!;
    expect(sms).toMatch(/^sms:\?&body=/);
    expect(sharedBody(sms)).toContain(address);
    const mail = linksNamed(send, 'Send it in an email')[0]!.getAttribute('href')!;
    expect(mail).toMatch(/^mailto:\?subject=/);
    expect(sharedBody(mail)).toContain(address);
    expect(linksNamed(send, 'Print a card for a board')[0]!.getAttribute('href')).toBe(HELP_CARD_PATH);
  });
});

describe('the way in', () => {
  it('is linked from the home page’s first lines, /contact, the 404 page, the footer and each current card', () => {
    const first = builtPage('/').querySelector('.hero__help')!;
    expect(first.querySelector(`a[href="${HELP_PAGE}"]`)).not.toBeNull();
    for (const path of ['/contact', '/404'])
      expect(builtPage(path).querySelector(`main a[href="${HELP_PAGE}"]`), path).not.toBeNull();
    for (const path of ['/', '/donate', '/legal'])
      expect(builtPage(path).querySelector(`footer a[href="${HELP_PAGE}"]`), path).not.toBeNull();
    const cards = builtPage('/projects').querySelectorAll(`a[href^="${HELP_PAGE}#"]`);
    expect([...cards].map((a) => a.getAttribute('href'))).toEqual([
      `${HELP_PAGE}#${askAnchor('birthday-blessing-box')}`,
      `${HELP_PAGE}#${askAnchor('hope-box')}`,
    ]);
  });
});

describe('within the budgets, in plain words', () => {
  it.each([HELP_PAGE, askPath('hope-box')])(
    '%s with every fact set: one request of at most 14 KB gzip, no script before interaction, grade 8 or below',
    async (path) => {
      const weight = weighPage(events.dist, path);
      expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
      expect(weight.beforeInteraction.bytes.js.gzip).toBe(0);
      expect(readingGrade((await eventsPage(path)).querySelector('main')!)).toBeLessThanOrEqual(8);
    },
  );
});
