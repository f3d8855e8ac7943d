// @ts-check
/**
 * Mozilla's HTTP Observatory grade for the site as the CDN runtime serves it, from the scanner
 * the public uses (@mdn/mdn-http-observatory), run here with no network:
 *
 *   node tests/support/observatory.mjs --origin http://127.0.0.1:PORT   (prints the result as JSON)
 *
 * A real deployment answers on HTTPS and sends plain HTTP there; so does this: a TLS front with a
 * throwaway certificate made for the run (openssl) passes requests through to the CDN runtime,
 * and a plain-HTTP server redirects to it. The scan runs in a child process that trusts that
 * certificate (NODE_EXTRA_CA_CERTS is read only when Node starts). The scanner's `scan()` takes
 * no ports, so this does what it does (retrieve, run every test, grade) with the ports given.
 *
 * Offline, the scanner's install scripts cannot download Chromium's HSTS preload list; an empty
 * list is written in its place, which is the truth for this site until the ministry submits its
 * domain (docs/publishing.md, "HTTPS for good").
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const scannerRoot = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));

/** @typedef {{ name: string, pass: boolean, result: string, scoreModifier: number }} TestResult */
/** @typedef {{ grade: string, score: number, testsPassed: number, testsQuantity: number, tests: TestResult[] }} Grade */

/** The scanner reads this list to tell whether a domain is preloaded; offline it was never fetched. */
function ensurePreloadList() {
  const file = join(scannerRoot, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/**
 * The scanner's own pieces that scan() strings together, which this file calls one by one (its
 * adapter): where an upgrade moves or renames one, this says so plainly, naming the package.
 */
export const SCANNER_PARTS = {
  'retriever/retriever.js': ['retrieve'],
  'constants.js': ['ALL_TESTS', 'NUM_TESTS'],
  'grader/grader.js': ['getGradeForScore', 'getScoreDescription', 'getScoreModifier'],
  'grader/charts.js': ['MINIMUM_SCORE_FOR_EXTRA_CREDIT'],
};

/** @param {Record<string, string[]>} [wanted] module paths under src/, and the names each exports */
export async function scannerParts(wanted = SCANNER_PARTS) {
  /** @type {Record<string, any>} */
  const parts = {};
  for (const [path, names] of Object.entries(wanted)) {
    const module = await import(join(scannerRoot, 'src', path)).catch(() => ({}));
    for (const name of names) {
      if (module[name] === undefined) {
        throw new Error(
          `@mdn/mdn-http-observatory has changed: src/${path} no longer exports ${name}. See tests/support/observatory.mjs and docs/upgrading.md.`,
        );
      }
      parts[name] = module[name];
    }
  }
  return parts;
}

/**
 * Retrieves https://localhost:httpsPort (and http://localhost:httpPort) and grades it as the
 * scanner's own scan() does.
 * @param {number} httpPort
 * @param {number} httpsPort
 * @returns {Promise<Grade>}
 */
async function grade(httpPort, httpsPort) {
  ensurePreloadList();
  const {
    retrieve,
    ALL_TESTS,
    NUM_TESTS,
    getGradeForScore,
    getScoreDescription,
    getScoreModifier,
    MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  } = await scannerParts();

  const retrieved = await retrieve('localhost', { httpPort, httpsPort });
  if (!retrieved.responses.auto) throw new Error('The site did not answer over HTTPS or HTTP');
  /** @type {TestResult[]} */
  const tests = [];
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const test of ALL_TESTS) {
    const output = test(retrieved);
    if (!output.result) continue;
    output.scoreDescription = getScoreDescription(output.result);
    const modifier = getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests.push({ name: output.constructor.name, pass: !!output.pass, result: output.result, scoreModifier: modifier });
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return {
    grade: final.grade,
    score: final.score,
    testsPassed: tests.filter((test) => test.pass).length,
    testsQuantity: NUM_TESTS,
    tests,
  };
}

/** @param {import('node:net').Server} server */
const listen = (server) =>
  new Promise((resolveListen) =>
    server.listen(0, '127.0.0.1', () =>
      resolveListen(/** @type {import('node:net').AddressInfo} */ (server.address()).port),
    ),
  );

/**
 * Grades the site served at `origin` (plain HTTP, as `wrangler pages dev` serves it locally).
 * @param {string} origin
 * @returns {Promise<Grade>}
 */
export async function observe(origin) {
  const work = await mkdtemp(join(tmpdir(), 'ssmc-observatory-'));
  const key = join(work, 'key.pem');
  const cert = join(work, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
  } catch {
    await rm(work, { recursive: true, force: true });
    throw new Error('The Observatory check makes a throwaway certificate with openssl: install openssl and run again');
  }
  const upstream = new URL(origin);
  const https = createHttpsServer({ key: await readFile(key), cert: await readFile(cert) }, (request, response) => {
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  const httpsPort = await listen(https);
  const http = createHttpServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url ?? '/'}` }).end();
  });
  const httpPort = await listen(http);
  try {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--grade', `${httpPort},${httpsPort}`], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolveExit) => child.on('exit', resolveExit));
    if (code !== 0) throw new Error(`The Observatory scan failed (exit ${code})`);
    return JSON.parse(out);
  } finally {
    https.close();
    http.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { origin: { type: 'string' }, grade: { type: 'string' } } });
  if (values.grade) {
    const [httpPort, httpsPort] = values.grade.split(',').map(Number);
    process.stdout.write(JSON.stringify(await grade(Number(httpPort), Number(httpsPort))));
  } else if (values.origin) {
    console.log(JSON.stringify(await observe(values.origin), null, 2));
  } else {
    console.error('Usage: node tests/support/observatory.mjs --origin http://127.0.0.1:PORT');
    process.exit(2);
  }
}
