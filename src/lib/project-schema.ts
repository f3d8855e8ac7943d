/**
 * The rules a project entry (src/content/projects/*.yaml) must follow. content.config.ts gives
 * them to Astro, which stops the build on a malformed entry with the file and field named; the
 * editor at /admin makes its fields from the same rules (src/lib/project-editor.ts).
 */
import { z } from 'astro/zod';
import { optional, optionalLine, ruled } from './fields.ts';
import {
  ASK_WAYS,
  HANDOVERS,
  NEIGHBOR_LINES,
  PROJECT_RULES,
  PROJECT_STATUSES,
  WHO_IT_SERVES_MOVED,
} from './project-rules.ts';

/** Wish lists live at an online shop: a full address starting with https://. */
export const wishlistLink = z.strictObject({
  /** The words on the link, such as "Hygiene items wish list". */
  btnTxt: z.string().trim().min(1, 'btnTxt needs the words to show on the link'),
  /** The wish list's address at the online shop; it must start with https://. */
  url: ruled(PROJECT_RULES.wishlistUrl),
});

/**
 * @param image Astro's image() helper in the build (a picture in src/assets/projects/, written as
 *   a path from the YAML file); any schema for a path where the build's helper is not at hand.
 */
export function projectSchema<Image extends z.ZodType>(image: () => Image) {
  return z.strictObject({
    title: z.string({ error: 'title is required' }).trim().min(1, 'title is required'),
    status: z.enum(PROJECT_STATUSES, { error: 'status must be "current" or "future"' }),
    /** Position within its list: 1 comes first. */
    order: z.number().int().positive(),
    image: image(),
    /** What the picture shows, for people who cannot see it. */
    imageAlt: z.string().trim().min(1, 'imageAlt describes the picture for people who cannot see it'),
    description: z.array(z.string().trim().min(1)).min(1, 'description needs at least one paragraph'),
    readMore: z.array(z.string().trim().min(1)).default([]),
    // What a neighbour who may need it reads (project-rules.ts: NEIGHBOR_LINES): each optional, so
    // a current project still missing one builds; the preflight names it. A future project shows none.
    whoFor: optionalLine(NEIGHBOR_LINES.whoFor),
    /** How to ask: call, text, the form written for it (/ask/<file name>), or come by. */
    askBy: z
      .array(z.enum(ASK_WAYS, { error: `askBy takes ${ASK_WAYS.join(', ')}` }))
      .default([])
      .refine((ways) => new Set(ways).size === ways.length, 'askBy names each way once'),
    howSoon: optionalLine(NEIGHBOR_LINES.howSoon),
    /** Picked up, brought, or either. */
    handover: optional(z.enum(HANDOVERS, { error: `handover is one of ${HANDOVERS.join(', ')}` })),
    howOften: optionalLine(NEIGHBOR_LINES.howOften),
    bring: optionalLine(NEIGHBOR_LINES.bring),
    /** The field "Who it is for" replaced: named, so a file written before says what to change. */
    whoItServes: z.never({ error: WHO_IT_SERVES_MOVED }).optional(),
    wishlist: z.array(wishlistLink).default([]),
  });
}
