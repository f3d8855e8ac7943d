// @ts-check
/**
 * The content of the test sites (tooling/test-site.mjs): the fixtures of every kind of content
 * the site's own build has none of (notices, needs, stories), named `fixture<Kind>` and dated from
 * the day the tests run in the ministry's zone. A made-up entry must never be published, so this
 * is the one place they are written; a new kind puts its fixtures here too, and its tests read
 * them from the `events` site (tests/content-kinds.test.ts holds every kind to it). What each
 * fixture is for is in its title or beside it.
 */
import { addDays } from '../src/lib/ministry-time.ts';
import { LOCAL_SIGN_UP_ADDRESS } from '../src/settings.ts';

/**
 * The ministry's facts as a site that has set them all: opening times (the office on weekdays, the
 * pantry two mornings), a registered charity with its EIN and both links. The site's own facts keep
 * none of these, so the front door is tested here with them, as edits to src/data/site-facts.json.
 */
export const FIXTURE_FACTS = {
  // The sign-up posts to the local mailbox, which each test's browser finds at its worker's mailbox.
  storiesByEmail: { signUpAddress: LOCAL_SIGN_UP_ADDRESS, serviceName: 'Buttondown' },
  times: [
    { what: 'Office', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '15:00' },
    { what: 'Food pantry', days: ['Tuesday', 'Saturday'], opens: '10:00', closes: '12:30' },
  ],
  charity: {
    ein: '25-1234567',
    registration: 'registered',
    candidProfile: 'https://www.guidestar.example.org/profile/25-1234567',
    financialReport: 'https://reports.example.org/ssmc-2025.pdf',
  },
  // Times checked a month before the tests' day: recent, so "Checked on" shows and the preflight is content.
  checkedDaysAgo: 30,
  /**
   * The help page's facts agreed, with more promises than the printed card holds (it prints the
   * first three), and USDA Foods handed out, with both forms of the statement in a test's own
   * made-up words (the real ones are pasted by the ministry from the Department of Agriculture).
   */
  gettingHelp: {
    promises: [
      'You do not need to belong to a church to be helped.',
      'Someone can ask for you.',
      'We do not share your name.',
      'A fourth promise the printed card leaves for the page.',
    ],
    whoSees: 'Pastor Ruth and the office volunteer on duty.',
    confirmed: true,
    usdaFoods: true,
    usdaStatement: ['The first paragraph of the statement, as a test writes it.', 'Its second paragraph.'],
    usdaShortStatement: 'The short form of the statement, as a test writes it.',
  },
  /** A place to turn whose number takes calls only: no text link may be offered for it. */
  callsOnly: {
    name: 'County Assistance Office',
    helpsWith: 'Food stamps, cash assistance and medical coverage, on weekdays',
    phone: '(814) 555-0142',
    canText: false,
  },
  /** What the H.O.P.E. Box says to a neighbour here besides its own lines: every line written. */
  hopeBox: {
    howSoon: 'We call or text you back within two days.',
    handover: 'either',
    howOften: 'Once every three months',
    bring: 'Nothing. Just ask.',
  },
};

/**
 * What a phone writes into a photo besides where it was taken (which the build refuses outright):
 * the camera, the time, the owner. The `events` site's copy of a project picture carries it, and no
 * picture the build publishes may.
 */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', DateTime: '2026:11:20 17:45:00', Artist: 'Ruth Neighbor' },
};

/**
 * Where a phone says a photo was taken (a porch at 40° 9′ N, 78° 33′ W), as EXIF's GPS block: what the build
 * refuses in a picture and what `npm run clean-photos` and the editor's upload take out.
 */
export const PORCH_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '40/1 9/1 0/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '78/1 33/1 0/1',
};

/** The edits that give a test site FIXTURE_FACTS, with the times checked FIXTURE_FACTS.checkedDaysAgo before `today`. */
export const factsEdits = (/** @type {string} */ today) => [
  {
    file: 'src/data/site-facts.json',
    from: '"confirmed": false\n  },\n  "charity"',
    to: `"confirmed": false, "checkedOn": "${addDays(today, -FIXTURE_FACTS.checkedDaysAgo)}"\n  },\n  "charity"`,
  },
  {
    file: 'src/data/site-facts.json',
    from: /"gettingHelp": \{[^}]*\}/,
    to: `"gettingHelp": ${JSON.stringify(FIXTURE_FACTS.gettingHelp)}`,
  },
  {
    file: 'src/data/site-facts.json',
    from: '"helpNearby": [\n',
    to: `"helpNearby": [\n${JSON.stringify(FIXTURE_FACTS.callsOnly)},\n`,
  },
  {
    file: 'src/content/projects/hope-box.yaml',
    from: 'askBy:',
    to: `${Object.entries(FIXTURE_FACTS.hopeBox)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n')}\naskBy:`,
  },
  {
    file: 'src/data/site-facts.json',
    from: '"times": []',
    to: `"times": ${JSON.stringify(FIXTURE_FACTS.times)}`,
  },
  {
    file: 'src/data/site-facts.json',
    from: '"ein": "00-0000000"',
    to: JSON.stringify(FIXTURE_FACTS.charity).slice(1, -1),
  },
  {
    file: 'src/data/site-facts.json',
    from: '"helpNearby": [',
    to: `"storiesByEmail": ${JSON.stringify(FIXTURE_FACTS.storiesByEmail)}, "helpNearby": [`,
  },
];

/**
 * The edit that has a test site's editor save to Sveltia's own test repository, kept in the
 * browser, instead of GitHub, which no test reaches: everything else about the editor (its
 * configuration, its policy, its handling of a photo) is the site's own.
 */
export const EDITOR_IN_THE_BROWSER = {
  file: 'src/admin/config.ts',
  from: 'backend: { ...EDITOR_BACKEND, commit_messages: COMMIT_MESSAGES },',
  to: "backend: { name: 'test-repo' },",
};

/** The fixture notices by file name. */
export function fixtureNotices(/** @type {string} */ today) {
  const day = (/** @type {number} */ offset) => addDays(today, offset);
  return {
    'ended-yesterday': { title: 'Ended yesterday', text: 'Gone.', showUntil: day(-1) },
    'event-yesterday': { title: 'Event yesterday', text: 'Gone.', eventStart: `${day(-1)}T17:00`, eventEnd: '19:00' },
    'event-late-tonight': { title: 'Event late tonight', text: 'Still on.', eventStart: `${today}T23:30` },
    'event-in-three-days': {
      title: 'Supper in three days',
      // The longest text a notice may have (300 characters), for the flyers and the sheet.
      text: 'A warm supper for anyone who would like one, with soup, bread and a dessert, served at long tables where there is always room for one more. Bring a friend or a neighbor, or come on your own and meet someone new. There is no cost and nothing to sign up for; just come in out of the cold and sit down.',
      eventStart: `${day(3)}T17:00`,
      eventEnd: '19:00',
      link: '/projects',
    },
    'event-elsewhere': {
      title: 'Boxes at the fire hall',
      text: 'Pick-up.',
      eventStart: `${day(5)}T09:30`,
      place: 'Alum Bank fire hall',
      // Shown from today: on the site.
      showFrom: today,
    },
    // Shown from tomorrow: in no page, calendar, sitemap or flyer yet.
    'shows-tomorrow': { title: 'Shows tomorrow', text: 'Not yet.', eventStart: `${day(3)}T12:00`, showFrom: day(1) },
    'weekly-supper': {
      title: 'Weekly supper',
      text: 'Every week the doors open for supper and company. Families, neighbors who live alone, and anyone who needs a warm place for an evening are welcome. Volunteers cook and serve, and there is a quiet table for anyone who would like someone to pray with them. Children eat free, as everyone does.',
      eventStart: `${day(-14)}T17:00`,
      eventEnd: '19:00',
      repeatsWeeklyUntil: day(20),
    },
    'weekly-over': {
      title: 'Weekly over',
      text: 'Gone.',
      eventStart: `${day(-30)}T17:00`,
      repeatsWeeklyUntil: day(-2),
    },
    'longest-words': {
      title: 'A notice with the longest title a notice may have, to be sure it fits the paper.',
      text: 'This notice has as many words as a notice may have, so that the flyers and the sheet are shown to fit one page even at their longest. It says nothing new: the office keeps its usual hours, the phone is answered, and a message left is returned the same day. Thank you for reading it to the end.',
      showUntil: day(1),
    },
    // Every field at its longest, on a weekly event whose first week is still to come: the most a
    // notice's flyer can hold.
    'longest-event': {
      title: 'The longest event a notice may have: its title, its place and its words at full.',
      text: 'This event has as many words as a notice may have, held every week, at a place with as long a name as a place may have, so that its flyer is shown to fit one page at its very longest. Bring a friend, come as you are, and stay as long as you like; there is food, company and someone to talk with.',
      eventStart: `${day(12)}T09:00`,
      eventEnd: '12:30',
      repeatsWeeklyUntil: day(40),
      place:
        'The fellowship hall behind the church, down the long gravel lane and past the old garden, with its door marked by a sign',
    },
    'closed-until': { title: 'Office closed', text: 'Back soon.', showUntil: day(2), urgent: true },
    'later-urgent': { title: 'Later urgent', text: 'Also urgent.', showUntil: day(9), urgent: true },
    'no-date': { title: 'Always welcome', text: 'Call any day.', link: 'https://example.org/welcome' },
  };
}

/** The fixture volunteer needs by file name. */
export function fixtureNeeds(/** @type {string} */ today) {
  const day = (/** @type {number} */ offset) => addDays(today, offset);
  return {
    // Weekly, begun two weeks ago: its next day is within the week.
    'serve-supper': {
      title: 'Serve supper at Manna Monday',
      stillNeeded: 3,
      suits: 'Good for teens with a parent. Bring an apron.',
      eventStart: `${day(-14)}T17:00`,
      eventEnd: '19:00',
      repeatsWeeklyUntil: day(60),
    },
    'pack-boxes': {
      title: 'Pack Birthday Blessing Boxes',
      stillNeeded: 1,
      eventStart: `${day(4)}T10:00`,
      eventEnd: '12:00',
      place: 'Alum Bank fire hall',
    },
    // Any time, until a day; shown from today.
    'sort-coats': { title: 'Sort donated coats', stillNeeded: 2, showFrom: today, showUntil: day(20) },
    // Shown from tomorrow: in no page, calendar, sitemap or flyer yet.
    'needed-from-tomorrow': {
      title: 'Needed from tomorrow',
      stillNeeded: 2,
      eventStart: `${day(5)}T10:00`,
      showFrom: day(1),
    },
    // Filled: on its page and the list, asking for no one; not on the home page, no flyer.
    'drive-neighbors': { title: 'Drive neighbors to the food pantry', stillNeeded: 0, eventStart: `${day(6)}T09:00` },
    // Its day is over: not on the site.
    'yesterday-lunch': { title: 'Serve lunch yesterday', stillNeeded: 2, eventStart: `${day(-1)}T11:00` },
    // Every field at its longest, weekly from a week still to come: the most a page and a flyer hold.
    'longest-need': {
      title: 'Help at the longest need a volunteer may post, with every field at its full size',
      stillNeeded: 99,
      suits:
        'Good for anyone who can stand for two hours and lift a box of twenty pounds. Please bring work gloves, water and a coat.',
      eventStart: `${day(9)}T09:00`,
      eventEnd: '12:30',
      repeatsWeeklyUntil: day(70),
      place:
        'The fellowship hall behind the church, down the long gravel lane and past the old garden, with its door marked by a sign',
    },
  };
}

/** The one notice of the site whose sheet of notices has room left for needs. */
export const roomyNotice = (/** @type {string} */ today) => ({
  title: 'Office closed Friday',
  text: 'The office is closed this Friday. Call or text and we will answer on Monday.',
  showUntil: addDays(today, 3),
});

/**
 * The fixture stories by file name: four shown, so the home page shows the newest three of them
 * (two with a photo, the projects' own pictures; one of the longest title a story may have; one
 * with no project), and one that waits for its "show from" day.
 */
export function fixtureStories(/** @type {string} */ today) {
  const day = (/** @type {number} */ offset) => addDays(today, offset);
  return {
    // Shown from tomorrow: in no page, feed or sitemap yet.
    'told-tomorrow': {
      title: 'Told tomorrow',
      day: day(-1),
      showFrom: day(1),
      summary: 'A story that waits for its day.',
      paragraphs: ['It shows from tomorrow.'],
      consent: true,
    },
    'boxes-before-the-storm': {
      title: 'Forty boxes before the storm',
      day: day(-3),
      summary: 'The week before the first snow, your gifts filled forty Hope Boxes for families who were running low.',
      paragraphs: [
        'Snow was on the way, and the shelves in many homes were bare. On Tuesday night, twelve of you came to pack.',
        'By nine o’clock there were forty boxes by the door. Each one held soap, socks, canned soup and a note.',
        'One mother told us she had not known how the week would go. Now she did. Thank you for making that true.',
      ],
      photo: '../../assets/projects/hope-box.png',
      photoAlt: 'Boxes packed with soap, socks and canned food, lined up by a door.',
      photoCredit: 'Ruth Miller',
      project: 'hope-box',
      consent: true,
    },
    'supper-for-sixty': {
      title: 'Supper for sixty',
      day: day(-10),
      summary: 'Sixty neighbors sat down to a warm supper on a cold Monday, and no one went home hungry.',
      paragraphs: [
        'The hall was full by five. There was stew, bread and pie, and a table for anyone who wanted prayer.',
        'Your gifts paid for the food. Your hands served it. We are grateful for both.',
      ],
      project: 'manna-monday',
      consent: true,
    },
    'a-birthday-remembered': {
      title: 'A birthday remembered',
      day: day(-20),
      summary: 'A boy turned nine with a cake, candles and a gift, thanks to a Birthday Blessing Box.',
      paragraphs: [
        'His grandmother called to ask for help. Two days later, the box was on her table, and he blew out nine candles.',
      ],
      photo: '../../assets/projects/birthday-blessing-box.png',
      photoAlt: 'A birthday box with a cake mix, candles and a wrapped gift.',
      project: 'birthday-blessing-box',
      consent: true,
    },
    'longest-title': {
      title: 'The longest title a story may have, which is eighty characters long in all, here',
      day: day(-40),
      summary: 'A story of the longest title, so that every card and page is shown to hold it.',
      paragraphs: ['This story has no project and no photo.'],
      consent: true,
    },
  };
}

/** Content files by their path under src/content/, from collections of entries by file name. */
/**
 * Two years' records, by file name, for the two years before the one `today` is in: the latest
 * with every field (a Form 990, a review, net assets, the board), the one before with the fewest
 * (no hours, the 990-N postcard, no board). Their figures add up as the build insists.
 */
export function fixtureYears(/** @type {string} */ today) {
  const last = Number(today.slice(0, 4)) - 1;
  return {
    [String(last)]: {
      year: last,
      gave: [
        { count: 312, unit: 'H.O.P.E. Boxes' },
        { count: 96, unit: 'Birthday Blessing Boxes' },
      ],
      volunteerHours: 1450,
      moneyIn: 48200,
      moneyOut: { program: 39100, fundraising: 2100, administration: 3400, total: 44600 },
      netAssets: 12300,
      board: [
        { name: 'Ruth Miller', role: 'President' },
        { name: 'Sam Hollis', role: 'Treasurer' },
      ],
      form990: 'https://filings.example.org/ssmc-990.pdf',
      review: 'https://filings.example.org/ssmc-review.pdf',
    },
    [String(last - 1)]: {
      year: last - 1,
      gave: [{ count: 240, unit: 'H.O.P.E. Boxes' }],
      moneyIn: 31000,
      moneyOut: { program: 25000, fundraising: 1500, administration: 3500, total: 30000 },
      files990N: true,
    },
  };
}

export function contentFiles(/** @type {Record<string, Record<string, object>>} */ collections) {
  return Object.fromEntries(
    Object.entries(collections).flatMap(([collection, entries]) =>
      Object.entries(entries).map(([name, entry]) => [`${collection}/${name}.yaml`, entry]),
    ),
  );
}
