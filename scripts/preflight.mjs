// @ts-check
/**
 * The check before publishing: refuses while any value the ministry must set is still a
 * placeholder. `npm run build:production` (the build a CDN runs) calls it first.
 *
 *   npm run preflight
 */
import { describePlaceholders, findOptional, findPlaceholders } from '../integrations/placeholders.ts';

const found = await findPlaceholders();
const optional = await findOptional();
if (optional.length > 0)
  console.log(
    `To write or check, when you can (publishing does not wait for these):\n${describePlaceholders(optional)}`,
  );
if (found.length > 0) {
  console.error(
    [
      `Not ready to publish: ${found.length} value${found.length === 1 ? '' : 's'} the ministry must set ${found.length === 1 ? 'is' : 'are'} still a placeholder.`,
      describePlaceholders(found),
      'See docs/publishing.md.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log('Preflight: every value the ministry must set is set. Ready to publish.');
