/**
 * Where the editor at /admin saves, and how volunteers sign in: the values the ministry sets
 * once, when it goes live (docs/publishing.md, "Sign-in for volunteers"). `npm run preflight`
 * names each one still left as made up here, and the publishing build refuses until none is.
 */
import type { GitHubBackend } from '@sveltia/cms';

export const EDITOR_BACKEND = {
  name: 'github',
  // THE MINISTRY MUST SET: the GitHub repository that holds this site, as owner/name.
  repo: 'the-ministry/ssmc-website',
  branch: 'main',
  // THE MINISTRY CHOOSES how volunteers sign in: ['oauth'] is "Sign In with GitHub" through a
  // sign-in helper (base_url below); ['token'] is a GitHub access token each volunteer pastes in,
  // with no helper (then delete base_url).
  auth_methods: ['oauth'],
  // THE MINISTRY MUST SET (with oauth): the sign-in helper's address. For Netlify's own:
  // https://api.netlify.com; for the Cloudflare Worker: its workers.dev address.
  base_url: 'https://editor-sign-in.example.org',
} satisfies GitHubBackend;

/** The repository the editor names until the ministry sets its own. */
export const PLACEHOLDER_EDITOR_REPO = 'the-ministry/ssmc-website';
