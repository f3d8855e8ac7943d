/** What the home page and the privacy policy say, and the calendar to follow, read from the built pages. */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';
import { PLACEHOLDER_SITE_URL } from '../../src/settings';
import { HELP_PAGE, HELP_TODAY, VISIT_US, VOLUNTEER_PAGE } from '../../src/lib/paths';
import { formatAddress } from '../../src/lib/address';
import { builtPage, linksNamed, textOf } from '../support/built-site';

/** The page's own sections; the notices, which come and go with the days, are tests/notices.test.ts. */
const sectionIds = (document: Document) =>
  [...document.querySelectorAll('main section[id]')].map((s) => s.id).filter((id) => id !== 'Notices');

describe('the home page', () => {
  const home = builtPage('/');
  const section = (id: string) => home.getElementById(id)!;

  it('names the ministry and has its four sections in order, then the calendar to follow', () => {
    expect(textOf(home.querySelector('h1'))).toBe('Sweet Surrender Ministry Center');
    expect(sectionIds(home)).toEqual(['WhoWeAre', 'TheMission', 'CoreValues', 'HowToHelp', 'Calendar']);
  });

  it('offers a neighbour seeking help a call, a text and where to read more, in its first lines', () => {
    const help = home.querySelector('.hero .hero__help')!;
    expect(textOf(help)).toMatch(/^Looking for help for yourself or your family\?/);
    expect([...help.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      [`Call ${SITE.phone.display}`, `tel:${SITE.phone.dial}`],
      [`Text ${SITE.phone.display}`, `sms:${SITE.phone.dial}`],
      ['what happens when you ask for help', HELP_PAGE],
      ['other help nearby', HELP_TODAY],
    ]);
  });

  it('says where and when in one line, with a link to the full times and directions', () => {
    const visit = home.querySelector('.hero .hero__visit')!;
    // The site's own facts keep no times yet: the line says to call or text first (with times: tests/front-door.test.ts).
    expect(textOf(visit)).toBe(
      `Find us at ${SITE.place.name}, ${formatAddress(SITE.place.address)}. Call or text before you come. Opening times and directions`,
    );
    expect(linksNamed(visit, 'Opening times and directions').map((a) => a.getAttribute('href'))).toEqual([VISIT_US]);
  });

  it('Who We Are says it is a faith-based 501(c)(3) nonprofit offering charitable services', () => {
    expect(textOf(section('WhoWeAre').querySelector('h2'))).toBe('Who We Are');
    expect(textOf(section('WhoWeAre'))).toContain('faith-based 501(c)(3) nonprofit');
    expect(textOf(section('WhoWeAre'))).toContain('charitable services');
  });

  it('states the mission', () => {
    expect(textOf(section('TheMission'))).toContain(
      'To extend the hands and feet of Jesus Christ to those we serve, from the point of surrender, through the life-transforming hope found in a relationship with Him.',
    );
  });

  it('gives each of the four core values a scripture reference and its quotation', () => {
    const values = [...section('CoreValues').querySelectorAll('li')];
    expect(values.map((value) => textOf(value.querySelector('h3')))).toEqual([
      'See them',
      'Serve them',
      'Affirm them',
      'Seek wisdom',
    ]);
    expect(values.map((value) => textOf(value.querySelector('cite')))).toEqual([
      'Matthew 9:36',
      'Galatians 5:13',
      '1 Thessalonians 5:11',
      'James 1:5',
    ]);
    expect(textOf(values[1]!.querySelector('blockquote'))).toContain('by love serve one another');
    expect(textOf(values[3]!.querySelector('blockquote'))).toContain('If any of you lack wisdom');
    expect(textOf(section('CoreValues'))).toContain('King James Version');
  });

  it('How You Can Help lists four ways, and the two donation items lead to /donate', () => {
    const help = section('HowToHelp');
    expect([...help.querySelectorAll('h3')].map(textOf)).toEqual([
      'Donations',
      'Donation of project-specific goods',
      'Volunteer service time',
      'Prayer',
    ]);
    expect(textOf(help)).toContain('tax-deductible');
    for (const name of ['Donations', 'Donation of project-specific goods']) {
      expect(linksNamed(help, name).map((link) => link.getAttribute('href'))).toEqual(['/donate']);
    }
  });
});

describe('volunteering, while no need is posted (the site has none yet; with needs: tests/needs.test.ts)', () => {
  it('the home page’s “Volunteer service time” leads to the Volunteer page and to /contact, with no list of needs', () => {
    const help = builtPage('/').getElementById('HowToHelp')!;
    expect(help.querySelector('.help__needs')).toBeNull();
    expect(linksNamed(help, 'Volunteer service time').map((a) => a.getAttribute('href'))).toEqual(['/volunteer']);
    expect(linksNamed(help, 'See all the help we need now').map((a) => a.getAttribute('href'))).toEqual(['/volunteer']);
    expect(linksNamed(help, 'contact us').map((a) => a.getAttribute('href'))).toEqual(['/contact']);
  });

  it('the Volunteer page says no need is posted, and offers the contact form and the phone instead', () => {
    const main = builtPage('/volunteer').querySelector('main')!;
    expect(textOf(main.querySelector('h2'))).toBe('No needs are posted right now');
    expect(main.querySelectorAll('.needs')).toHaveLength(0);
    // Nothing points to an offer button that is not there.
    expect(textOf(main)).not.toContain('choose its button');
    expect(linksNamed(main, 'Tell us what you would like to do').map((a) => a.getAttribute('href'))).toEqual([
      '/contact',
    ]);
    expect(main.querySelectorAll(`a[href="tel:${SITE.phone.dial}"]`).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the privacy policy', () => {
  const legal = builtPage('/legal');
  const section = (id: string) => textOf(legal.getElementById(id));
  const IDS = [
    'Notice',
    'InformationWeCollect',
    // Added with the help page, which links to it: what is kept when someone asks, and who sees it.
    'AskingForHelp',
    'WhyWeCollect',
    'UseOfInformation',
    'InformationDisclosure',
    'NonMarketingPurposes',
    'ChildrenUnder13',
    'UnSubscribeOrOptOut',
    'LinksToOtherWebsites',
    'NoticeToEuropeanUnionUsers',
    'Security',
    'AcceptanceOfTerms',
  ];

  it('says nothing of stories by email while no sign-up is set', () => {
    expect(legal.getElementById('StoriesByEmail')).toBeNull();
  });

  it('is dated April 15, 2024 and has its twelve sections and the one on asking for help in order, each in the contents', () => {
    expect(textOf(legal.querySelector('h1'))).toBe('Online Privacy Policy');
    expect(textOf(legal.querySelector('main'))).toContain('April 15, 2024');
    expect(sectionIds(legal)).toEqual(IDS);
    for (const id of IDS) {
      expect(textOf(legal.querySelector(`#${id} h2`)), id).not.toBe('');
      expect(legal.querySelectorAll(`main nav a[href="#${id}"]`), id).toHaveLength(1);
    }
  });

  it('makes its key statements', () => {
    expect(section('InformationDisclosure')).toContain('do not sell, rent or trade');
    expect(section('ChildrenUnder13')).toContain('not directed at children under 13');
    const unsubscribe = linksNamed(legal.getElementById('UnSubscribeOrOptOut')!, SITE.email);
    expect(unsubscribe.map((link) => link.getAttribute('href'))).toEqual([`mailto:${SITE.email}`]);
    expect(section('UseOfInformation')).toContain('no longer than is necessary');
    expect(section('NoticeToEuropeanUnionUsers')).toContain('transferred to and handled in the United States');
    expect(section('UseOfInformation')).toContain('EmailJS');
    expect(section('UseOfInformation')).toContain('does not store it');
    expect(section('InformationWeCollect')).toContain('Zeffy');
    expect(section('InformationWeCollect')).toContain('no cookies and uses no analytics');
    expect(section('LinksToOtherWebsites')).toContain('wish lists');
  });
});

describe('the calendar to follow', () => {
  it('is offered on the home page and the volunteer page, to follow and as a file, with words for each device', () => {
    for (const path of ['/', VOLUNTEER_PAGE]) {
      const section = builtPage(path).getElementById('Calendar')!;
      expect(textOf(section.querySelector('h2')), path).toBe('Follow our calendar');
      const follow = linksNamed(section, 'Follow our calendar');
      // webcal: hands the address to the device's calendar app, to follow rather than download.
      expect(
        follow.map((link) => link.getAttribute('href')),
        path,
      ).toEqual([PLACEHOLDER_SITE_URL.replace('https:', 'webcal:') + '/calendar.ics']);
    }
    // The words for each device are on the volunteer page; the home page, short of room, links there.
    const home = builtPage('/').getElementById('Calendar')!;
    expect(
      linksNamed(home, 'How to follow it on an iPhone, an Android phone or a computer').map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([`${VOLUNTEER_PAGE}#Calendar`]);
    const section = builtPage(VOLUNTEER_PAGE).getElementById('Calendar')!;
    expect(linksNamed(section, 'the calendar file').map((link) => link.getAttribute('href'))).toEqual([
      '/calendar.ics',
    ]);
    const how = section.querySelector('details')!;
    expect([...how.querySelectorAll('dt')].map(textOf)).toEqual(['iPhone or iPad', 'Android phone', 'Computer']);
    expect(textOf(how)).toContain(`The address to paste: ${PLACEHOLDER_SITE_URL}/calendar.ics`);
    expect(textOf(how.querySelector('summary'))).toBe('How to follow it on an iPhone, an Android phone or a computer');
  });
});

describe('with no story posted', () => {
  it('shows no empty section: none on the home page, no story link on a project, and /stories says so in a line', () => {
    expect(builtPage('/').getElementById('Stories')).toBeNull();
    expect(builtPage('/').querySelector('a[href^="/stories"]')).toBeNull();
    expect(builtPage('/projects').querySelector('a[href^="/stories/"]')).toBeNull();
    const stories = builtPage('/stories').querySelector('main')!;
    expect(stories.querySelector('.story-cards')).toBeNull();
    expect(textOf(stories)).toContain('No stories are posted yet.');
  });
});
