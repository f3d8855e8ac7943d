// @ts-check
/**
 * `node tooling/sync-mistakes.mjs <site copy> <mistakes as JSON>`: for each mistake ({ file, text }),
 * writes it into the copy, runs Astro's own `astro sync` there (which loads and validates every
 * content entry as a build does), puts the file back, and prints what each sync stopped with, as
 * JSON: { file, message } (the error's location and message, which the CLI prints), or null.
 * One process for every mistake, so Astro loads once; a process of its own, for
 * src/content.config.test.ts, so the writes a sync leaves pending end with it, before its copy is
 * removed.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sync } from 'astro';

const [dir = '', mistakes = '[]'] = process.argv.slice(2);
const stopped = [];
for (const { file, text } of /** @type {{ file: string, text: string }[]} */ (JSON.parse(mistakes))) {
  const path = join(dir, file);
  const before = await readFile(path, 'utf8').catch(() => undefined);
  await writeFile(path, text);
  stopped.push(
    await sync({ root: dir, logLevel: 'silent' }).then(
      () => null,
      (/** @type {{ message: string, loc?: { file?: string } }} */ error) => ({
        file: error.loc?.file,
        message: error.message,
      }),
    ),
  );
  await (before === undefined ? rm(path) : writeFile(path, before));
}
process.stdout.write(JSON.stringify(stopped));
