/**
 * The editor's configuration (Sveltia CMS, which reads Decap CMS's), made at build time from the
 * modules that hold the build's rules: each kind's fields sit beside its rules
 * (src/lib/<one>-editor.ts), so a change the editor accepts always builds, and the editor refuses
 * what the build would, on the field, in the build's words. The build writes it as
 * /admin/config.yml, and the development server serves the same (integrations/editor/index.ts);
 * nobody keeps a copy by hand. Typed by @sveltia/cms's own CmsConfig.
 */
import type { CmsConfig } from '@sveltia/cms';
import { needsCollection } from '../lib/need-editor.ts';
import { noticesCollection } from '../lib/notice-editor.ts';
import { projectsCollection } from '../lib/project-editor.ts';
import { siteFactsCollection } from '../lib/site-facts-editor.ts';
import { storiesCollection } from '../lib/story-editor.ts';
import { yearsCollection } from '../lib/year-editor.ts';
import { lastEndedYear } from '../lib/years.ts';
import { MINISTRY_TIME_ZONE, dayIn } from '../lib/ministry-time.ts';
import { NOTICE_LINK_PAGES } from '../site.ts';
import { EDITOR_BACKEND } from './backend.ts';

/**
 * The widest a photo is kept: a phone's 12-megapixel photo (4,032 pixels wide) is written again at
 * this width, a few hundred kilobytes instead of megabytes on a weak signal, and still wider than
 * the largest copy any page shows (1,080 pixels).
 */
export const PHOTO_MAX_WIDTH = 2000;

/** What each save says in the repository's history. */
const COMMIT_MESSAGES = {
  create: 'Editor: add {{collection}} "{{slug}}"',
  update: 'Editor: change {{collection}} "{{slug}}"',
  delete: 'Editor: remove {{collection}} "{{slug}}"',
  uploadMedia: 'Editor: add picture "{{path}}"',
  deleteMedia: 'Editor: remove picture "{{path}}"',
};

export function editorConfig(): CmsConfig {
  return {
    // Where the editor saves. The `events` test site's editor saves to Sveltia's own test
    // repository in the browser instead, as no test reaches GitHub (tooling/test-content.mjs).
    backend: { ...EDITOR_BACKEND, commit_messages: COMMIT_MESSAGES },
    // Pictures come only from the volunteer's own phone or computer: the stock-photo libraries are
    // off (the editor's policy blocks their sites, and the build cannot use a picture from another
    // site), and a picked file is renamed as the build expects ("IMG 1234 (1).JPG" becomes
    // "img-1234-1.jpg", saved as "img-1234-1.webp").
    media_libraries: {
      stock_assets: false,
      // Every photo is written again as WebP as it is uploaded, at most PHOTO_MAX_WIDTH wide and
      // upright, which leaves its metadata behind: where it was taken never reaches the repository
      // (integrations/photo-privacy.ts refuses it). Where the browser cannot write WebP itself
      // (Safari), the editor's own WebP encoder does, served from the site (integrations/editor).
      default: {
        config: {
          transformations: { raster_image: { format: 'webp', quality: 85, width: PHOTO_MAX_WIDTH } },
        },
      },
      all: {
        slugify_filename: true,
        // 10 MB: a phone's photo fits before it is made smaller; the build makes the copies visitors download.
        max_file_size: 10_000_000,
      },
    },
    // The editor's default place for files; project pictures and story photos have their own.
    media_folder: 'src/assets/projects',
    public_folder: '/src/assets/projects',
    collections: [
      projectsCollection(),
      noticesCollection(NOTICE_LINK_PAGES),
      needsCollection(),
      storiesCollection(),
      yearsCollection(lastEndedYear(dayIn(MINISTRY_TIME_ZONE))),
      siteFactsCollection(),
    ],
  };
}
