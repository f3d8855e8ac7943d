/**
 * One environment in three places: this project's CI machines (.ci/run), hosted CI
 * (.github/workflows/ci.yml) and the dev container a keeper on a Mac or Windows opens
 * (.devcontainer/devcontainer.json) all get the Debian packages the tests need from one script,
 * scripts/install-test-browsers.sh, on the same Debian and Node, and all run the same npm test.
 * What was not run here (GitHub cannot be reached): docs/testing.md, "Where the tests run".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tooling/test-site.mjs';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const SCRIPT = 'scripts/install-test-browsers.sh';
const INSTALL = `bash ${SCRIPT}`;

const workflow = parse(read('.github/workflows/ci.yml')) as {
  jobs: { test: { container: { image: string; options?: string }; steps: { run?: string; uses?: string }[] } };
};
const devcontainer = JSON.parse(read('.devcontainer/devcontainer.json')) as {
  image: string;
  postCreateCommand: string;
  runArgs?: string[];
};
const ciRun = read('.ci/run');
const runs = workflow.jobs.test.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

describe('hosted CI, the dev container and .ci/run', () => {
  it('hosted CI and the dev container run the same Debian 12 image, with the Node of .nvmrc', () => {
    const image = workflow.jobs.test.container.image;
    expect(image).toBe(devcontainer.image);
    expect(image).toMatch(/-bookworm$/);
    expect(image).toBe(`node:${read('.nvmrc').trim()}-bookworm`);
    // Chromium keeps its pages in shared memory: both give it as much.
    expect(workflow.jobs.test.container.options).toContain('--shm-size=2gb');
    expect(devcontainer.runArgs).toContain('--shm-size=2gb');
  });

  it('all three install the Debian packages through the one script, and nothing else installs any', () => {
    expect(runs).toContain(INSTALL);
    expect(devcontainer.postCreateCommand).toContain(INSTALL);
    expect(ciRun).toContain(INSTALL);
    for (const [place, text] of [
      ['ci.yml', runs.join('\n')],
      ['devcontainer.json', devcontainer.postCreateCommand],
      ['.ci/run', ciRun],
    ]) {
      expect(text, place).not.toMatch(/apt-get|playwright install/);
    }
  });

  it('hosted CI and .ci/run run the README’s test command after installing', () => {
    expect(read('README.md')).toContain('npm test ');
    expect(runs.indexOf('npm test')).toBeGreaterThan(runs.indexOf(INSTALL));
    expect(runs.indexOf('npm test')).toBeGreaterThan(runs.indexOf('npm ci --no-audit --no-fund'));
    expect(ciRun.trimEnd().endsWith('npm test')).toBe(true);
    expect(ciRun.lastIndexOf(INSTALL)).toBeLessThan(ciRun.lastIndexOf('npm test'));
  });

  it('the script is valid bash, and installs every engine the tests drive', () => {
    expect(() => execFileSync('bash', ['-n', join(projectRoot, SCRIPT)])).not.toThrow();
    const wanted = /wanted=\(([^)]*)\)/.exec(read(SCRIPT))?.[1]?.split(/\s+/);
    expect(wanted).toEqual(
      expect.arrayContaining(['chromium', 'chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb']),
    );
  });
});
