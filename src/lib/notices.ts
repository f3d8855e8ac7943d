/**
 * Notices: what the ministry tells its neighbours this week ("Manna Monday supper this Monday at
 * 5 pm", "Closed for Thanksgiving"). What is current and when is every dated kind's (dated.ts);
 * what is a notice's own is the urgent one. Its file's rules: notice-schema.ts.
 */
import type { Notice } from './notice-schema';

/** The one urgent notice for the bar on every page: the soonest of the current ones, if any. */
export function urgentNotice<T extends { data: Notice }>(current: readonly T[]): T | undefined {
  return current.find((entry) => entry.data.urgent);
}
