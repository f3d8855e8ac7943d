/**
 * A story's file, as the build reads it: one YAML file each in src/content/stories/, written by
 * volunteers at /admin or by hand. content.config.ts gives these rules to Astro; the editor's
 * fields (story-editor.ts) and its check before a save share the rules and words in story-rules.ts.
 */
import { z } from 'astro/zod';
import { dayText, optional, optionalLine, ruled, trimmedOrLeftOut } from './fields.ts';
import { PHOTO_CREDIT, STORY_MESSAGES, STORY_RULES } from './story-rules.ts';

/**
 * @param image Astro's image() helper in the build (a photo in src/assets/stories/, written as a
 *   path from the YAML file); any schema for a path where the build's helper is not at hand.
 * @param project a project's file name: projectFileName(the files in src/content/projects/).
 */
export function storySchema<Image extends z.ZodType, Project extends z.ZodType>(image: () => Image, project: Project) {
  return z
    .strictObject({
      title: ruled(STORY_RULES.title),
      day: dayText('day'),
      /** Optional: the first day it shows; before it, the story is in no page and not in the feed. */
      showFrom: optional(dayText('showFrom')),
      summary: ruled(STORY_RULES.summary),
      paragraphs: z.array(z.string().trim().min(1, STORY_MESSAGES.paragraph)).min(1, STORY_MESSAGES.paragraphs),
      /** Optional: a photo, and then what it shows. */
      photo: optional(image()),
      photoAlt: optional(z.string().transform(trimmedOrLeftOut)),
      [PHOTO_CREDIT.name]: optionalLine(PHOTO_CREDIT),
      /** Optional: the project the story belongs to; its card links to its newest story. */
      project: optional(project),
      consent: z.literal(true, { error: STORY_MESSAGES.consent }),
    })
    .superRefine((story, context) => {
      if (story.photo && !story.photoAlt)
        context.addIssue({ code: 'custom', path: ['photoAlt'], message: STORY_MESSAGES.photoAlt });
    });
}

/** A project named by its file name (without .yaml): one of `files`, or a message naming them all. */
export function projectFileName(files: readonly string[]) {
  return z.enum(files as [string, ...string[]], {
    error: `project must be one of the projects, by its file name: ${files.join(', ')}`,
  });
}
