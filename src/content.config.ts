import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { projectSchema } from './lib/project-schema';

/**
 * The ministry's projects: one YAML file per project in src/content/projects/, edited by
 * volunteers at /admin or by hand. The rules are in src/lib/project-schema.ts; a mistake stops
 * the build with a message that names the file and the field.
 */
const projects = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/projects' }),
  schema: ({ image }) => projectSchema(image),
});

export const collections = { projects };
