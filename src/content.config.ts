import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * The ministry's projects: one YAML file per project in src/content/projects/.
 * A volunteer adds or changes a project by editing one of those files; a mistake stops the
 * build with a message that names the file and the field.
 */
const wishlistLink = z.strictObject({
  /** The words on the link, such as "Hygiene items wish list". */
  btnTxt: z.string().trim().min(1, 'btnTxt needs the words to show on the link'),
  /** The wish list's address at the online shop; it must start with https://. */
  url: z.url({ protocol: /^https$/, error: 'url must be a full web address starting with https://' }),
});

const projects = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/projects' }),
  schema: ({ image }) =>
    z.strictObject({
      title: z.string({ error: 'title is required' }).trim().min(1, 'title is required'),
      status: z.enum(['current', 'future'], { error: 'status must be "current" or "future"' }),
      /** Position within its list: 1 comes first. */
      order: z.number().int().positive(),
      /** A picture in src/assets/projects/, written as a path from the YAML file. */
      image: image(),
      /** What the picture shows, for people who cannot see it. */
      imageAlt: z.string().trim().min(1, 'imageAlt describes the picture for people who cannot see it'),
      description: z.array(z.string().trim().min(1)).min(1, 'description needs at least one paragraph'),
      readMore: z.array(z.string().trim().min(1)).default([]),
      wishlist: z.array(wishlistLink).default([]),
    }),
});

export const collections = { projects };
