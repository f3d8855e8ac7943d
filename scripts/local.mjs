// @ts-check
/**
 * Runs the site on this computer with a contact form that really sends, to the local mailbox.
 *
 *   node scripts/local.mjs build   build dist/ with the form pointed at the local mailbox
 *   node scripts/local.mjs start   that build, then serve it beside the mailbox (npm start)
 *   node scripts/local.mjs dev     the live-reloading dev server beside the mailbox (npm run dev)
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createMailbox } from './mailbox.mjs';
import { LOCAL_BUILD_ENV, LOCAL_MAILBOX, LOCAL_MAILBOX_ORIGIN } from '../src/settings.ts';

/** Where `npm start`, `npm run dev` and `npm run edit` serve the site. */
const SITE_PORT = 4321;

const astroBin = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
const env = { ...process.env, ...LOCAL_BUILD_ENV, ASTRO_TELEMETRY_DISABLED: '1' };

/** Runs astro with the local settings; resolves with its exit code. */
function astro(/** @type {string[]} */ args) {
  return new Promise((resolveExit) => {
    const child = spawn(process.execPath, [astroBin, ...args], { env, stdio: 'inherit' });
    child.on('exit', (code) => resolveExit(code ?? 1));
  });
}

function startMailbox() {
  const { server } = createMailbox();
  return new Promise((resolveStart, reject) => {
    server.once('error', (error) => {
      const busy = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
      reject(
        busy
          ? new Error(`Port ${LOCAL_MAILBOX.port} is taken: is the site already running in another terminal?`)
          : error,
      );
    });
    server.listen(LOCAL_MAILBOX.port, '127.0.0.1', () => resolveStart(server));
  });
}

function announce(editing = false) {
  console.log(
    [
      '',
      `  Site:    http://localhost:${SITE_PORT}`,
      ...(editing
        ? [
            `  Editor:  http://localhost:${SITE_PORT}/admin/index.html  (in Chrome or Edge: choose "Work with Local Repository"`,
            "           and pick this project's folder; what you save is written to the files here)",
          ]
        : []),
      `  Mailbox: ${LOCAL_MAILBOX_ORIGIN}/messages  (contact-form messages are also printed here`,
      `           and saved in ${LOCAL_MAILBOX.dir}/; nothing is e-mailed from this computer)`,
      '',
    ].join('\n'),
  );
}

const command = process.argv[2];
if (command === 'build') {
  // Further arguments go to astro build (the bench builds into a folder of its own: --outDir).
  process.exit(await astro(['build', ...process.argv.slice(3)]));
} else if (command === 'start' || command === 'dev' || command === 'edit') {
  if (command === 'start') {
    const code = await astro(['build']);
    if (code !== 0) process.exit(code);
  }
  await startMailbox();
  announce(command === 'edit');
  const args =
    command === 'start'
      ? ['preview', '--port', String(SITE_PORT)]
      : ['dev', '--port', String(SITE_PORT), ...(command === 'edit' ? ['--open', '/admin/index.html'] : [])];
  process.exit(await astro(args));
} else {
  console.error('Usage: node scripts/local.mjs build|start|dev|edit');
  process.exit(2);
}
