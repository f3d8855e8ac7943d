// @ts-check
/**
 * Serves dist/ the way Netlify and Cloudflare Pages do, so the tests can check what visitors
 * get from the CDN: the response headers of dist/_headers, pretty addresses (/contact serves
 * contact.html), and dist/404.html with status 404 for any unknown path.
 *
 *   node scripts/serve-cdn.mjs [--port 4398] [--dir dist]
 *
 * _headers rules: a path pattern on its own line (`*` matches any rest of the path), then
 * indented `Name: value` lines; every rule whose pattern matches adds its headers.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/**
 * @param {string} text the contents of a _headers file
 * @returns {{ pattern: RegExp, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {ReturnType<typeof parseHeadersFile>} rules @param {string} path */
export function headersFor(rules, path) {
  return rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);
}

/** The file that answers a path, as a CDN with pretty addresses chooses it; null if none. */
export async function fileFor(/** @type {string} */ root, /** @type {string} */ path) {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/')
    ? [join(clean, 'index.html')]
    : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root)) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

/** @param {{ dir?: string }} [options] */
export async function createCdn({ dir = 'dist' } = {}) {
  const root = resolve(dir);
  const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));
  return createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://cdn').pathname;
    const found = await fileFor(root, path);
    const file = found ?? join(root, '404.html');
    const body = await readFile(file);
    for (const [name, value] of headersFor(rules, path)) response.appendHeader(name, value);
    response.setHeader(
      'Content-Type',
      TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
    );
    response.writeHead(found ? 200 : 404);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4398' }, dir: { type: 'string', default: 'dist' } },
  });
  const server = await createCdn({ dir: values.dir });
  server.listen(Number(values.port), '127.0.0.1', () =>
    console.log(`Serving ${values.dir}/ as a CDN would at http://127.0.0.1:${values.port}`),
  );
}
