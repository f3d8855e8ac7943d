/**
 * The editor's own check of a rule between two fields, which a field's pattern in the editor's
 * configuration (src/admin/config.ts) cannot say: a weekly event's last day (a notice's, or a volunteer
 * need's) needs a first day, on or before it, and a "show from" day comes before the event and
 * the last day shown. Sveltia CMS runs it before each save (its preSave event) and shows the
 * message instead of saving; the build holds a file written by hand to the same rule (src/lib/dated-rules.ts). And a
 * story: saved only once its people agreed to share it, and with a photo's description if it has
 * a photo (src/lib/story-rules.ts), in the build's own words. And the site facts: each opening time
 * closes after it opens, each row of help nearby has a phone or a web address, and the USDA
 * statement is pasted in both forms once USDA Foods is ticked (src/lib/site-facts-rules.ts).
 * Bundled into /admin/checks.js by the editor integration (integrations/editor/index.ts).
 */
import { showFromProblem, weeklyProblem } from '../lib/dated-rules';
import { CONSENT_MESSAGE, PHOTO_ALT_MESSAGE } from '../lib/story-rules';
import { helpRowProblem, openingTimeProblem, usdaProblem } from '../lib/site-facts-rules';
import { splitProblem } from '../lib/year-rules';

/** The entry Sveltia hands a preSave listener: an Immutable.js map of the entry being saved. */
interface SavingEntry {
  get(key: 'collection'): string;
  getIn(path: readonly string[]): unknown;
}

declare global {
  interface Window {
    CMS: {
      registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: SavingEntry }) => void }): void;
    };
  }
}

/** The dated collections, whose entries may repeat every week and wait for a day: their fields are named alike. */
const DATED_COLLECTIONS = ['notices', 'needs'];

/** A field left empty is saved as "", or not at all. */
const written = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The rows of a list in the entry (Immutable.js hands over a List of Maps), as plain objects. */
function rows(entry: SavingEntry, path: readonly string[]): Record<string, unknown>[] {
  const list = entry.getIn(['data', ...path]) as { toJS?: () => unknown } | undefined;
  const plain = list?.toJS?.();
  return Array.isArray(plain) ? plain : [];
}

/** The first problem with the site facts' opening times or help nearby, in the build's words. */
function siteFactsProblem(entry: SavingEntry): string | undefined {
  for (const time of rows(entry, ['openingHours', 'times'])) {
    const problem = openingTimeProblem({ opens: written(time.opens), closes: written(time.closes) });
    if (problem) return `${String(time.what ?? '')}: ${problem}`;
  }
  for (const row of rows(entry, ['helpNearby'])) {
    const problem = helpRowProblem({ phone: written(row.phone), web: written(row.web) });
    if (problem) return `${String(row.name ?? '')}: ${problem}`;
  }
  const statement = rows(entry, ['gettingHelp', 'usdaStatement'])
    .map(String)
    .filter((line) => line.trim());
  return usdaProblem({
    usdaFoods: entry.getIn(['data', 'gettingHelp', 'usdaFoods']) === true,
    usdaStatement: statement,
    usdaShortStatement: written(entry.getIn(['data', 'gettingHelp', 'usdaShortStatement'])),
  });
}

window.CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    if (entry.get('collection') === 'stories') {
      const problem =
        entry.getIn(['data', 'consent']) !== true
          ? CONSENT_MESSAGE
          : written(entry.getIn(['data', 'photo'])) && !written(entry.getIn(['data', 'photoAlt'])?.toString().trim())
            ? PHOTO_ALT_MESSAGE
            : undefined;
      if (problem) throw new Error('saving_failed', { cause: new Error(problem) });
      return;
    }
    if (entry.get('collection') === 'years') {
      const out = (name: string) => {
        const value = entry.getIn(['data', 'moneyOut', name]);
        return typeof value === 'number' ? value : undefined;
      };
      const problem = splitProblem({
        program: out('program'),
        fundraising: out('fundraising'),
        administration: out('administration'),
        total: out('total'),
      });
      if (problem) throw new Error('saving_failed', { cause: new Error(problem) });
      return;
    }
    if (entry.get('collection') === 'site') {
      const problem = siteFactsProblem(entry);
      if (problem) throw new Error('saving_failed', { cause: new Error(problem) });
      return;
    }
    if (!DATED_COLLECTIONS.includes(entry.get('collection'))) return;
    const dated = {
      eventStart: written(entry.getIn(['data', 'eventStart'])),
      repeatsWeeklyUntil: written(entry.getIn(['data', 'repeatsWeeklyUntil'])),
      showFrom: written(entry.getIn(['data', 'showFrom'])),
      showUntil: written(entry.getIn(['data', 'showUntil'])),
    };
    const problem = weeklyProblem(dated) ?? showFromProblem(dated);
    // Sveltia shows the cause of a "saving_failed" error under its own "There was an error while
    // saving the entry" (integrations/editor/index.ts checks it still does); any other error, not.
    if (problem) throw new Error('saving_failed', { cause: new Error(problem) });
  },
});
