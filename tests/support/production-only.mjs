// @ts-check
/**
 * Loaded with `node --import` into a build (tests/production-build.test.ts): every package the
 * build loads must come from package.json's `dependencies` or what they bring, never from a
 * devDependency, since a host installs the first alone (`npm ci --omit=dev`). Node's resolution
 * hooks see every import and require the build makes; a package that package-lock.json marks
 * `dev` stops the build, naming it and what to do.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..', '..');
/** @type {Record<string, { dev?: boolean }>} */
const packages = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;

/** The lockfile's key for the package a file belongs to ("node_modules/a/node_modules/@b/c"). */
export function lockKeyOf(/** @type {string} */ file) {
  const parts = relative(root, file).split(sep);
  const key = [];
  for (let i = 0; i < parts.length - 1; i++) {
    if (parts[i] !== 'node_modules') continue;
    const name = parts[i + 1]?.startsWith('@') ? `${parts[i + 1]}/${parts[i + 2]}` : parts[i + 1];
    key.push('node_modules', name);
    i += name?.split('/').length ?? 1;
  }
  return key.length > 0 ? key.join('/') : null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url.startsWith('file:')) {
      const key = lockKeyOf(fileURLToPath(resolved.url));
      if (key && packages[key]?.dev) {
        throw new Error(
          `The build loads ${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)} (for ${specifier}), a devDependency: a host that installs only dependencies cannot build. Move it to "dependencies" in package.json.`,
        );
      }
    }
    return resolved;
  },
});
