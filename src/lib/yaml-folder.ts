/**
 * A content loader for a folder of YAML files that may be empty: the notices are often none, and
 * Astro's glob() loader warns of an empty folder on every build. Each file is one entry, named by
 * its file; a mistake in one stops the build naming the file and the field, as glob() does.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { parse } from 'yaml';

export function yamlFolder(folder: string): Loader {
  return {
    name: 'ssmc:yaml-folder',
    load: async ({ config, store, parseData, generateDigest, watcher, logger }) => {
      const root = fileURLToPath(config.root);
      const dir = join(root, folder);
      const load = async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.yaml'));
        store.clear();
        for (const name of files.sort()) {
          const filePath = relative(root, join(dir, name));
          const text = await readFile(join(dir, name), 'utf8');
          let raw: unknown;
          try {
            raw = parse(text);
          } catch (error) {
            throw new Error(`${filePath} is not valid YAML: ${(error as Error).message}`);
          }
          const id = name.replace(/\.yaml$/, '');
          const data = await parseData({ id, data: (raw ?? {}) as Record<string, unknown>, filePath });
          store.set({ id, data, filePath, digest: generateDigest(text) });
        }
      };
      await load();
      // In `npm run dev` and `npm run edit`, a file saved by the editor shows at once.
      watcher?.add(dir);
      watcher?.on('all', async (_event, path) => {
        if (!path.startsWith(dir)) return;
        logger.info(`Reloading ${folder}`);
        await load();
      });
    },
  };
}
