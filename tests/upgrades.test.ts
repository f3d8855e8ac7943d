/**
 * Upgrades fail loudly, not silently: the three packages used through their insides are pinned
 * to an exact version in package.json, and the update bot never moves them without a person
 * (docs/upgrading.md says what to read); Astro's packages move together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../tooling/test-site.mjs';

const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
const bot = JSON.parse(readFileSync(join(projectRoot, '.github/renovate.json'), 'utf8'));
const versions = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;
type Rule = { matchPackageNames?: string[]; matchDepNames?: string[]; groupName?: string; [key: string]: unknown };
const rules = bot.packageRules as Rule[];
const ruleFor = (name: string) =>
  rules.filter((rule) => rule.matchPackageNames?.includes(name) || rule.matchDepNames?.includes(name));

it.each(['@emailjs/browser', '@sveltia/cms', '@mdn/mdn-http-observatory'])(
  '%s is pinned exactly and waits for a person',
  (name) => {
    expect(versions[name]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(ruleFor(name)).toContainEqual(
      expect.objectContaining({ dependencyDashboardApproval: true, automerge: false, rangeStrategy: 'pin' }),
    );
  },
);

it.each(['immutable', '@jsquash/webp', 'exifr'])('moves %s only with the editor that names its version', (name) => {
  expect(versions[name]).toMatch(/^\d+\.\d+\.\d+$/);
  expect(ruleFor(name)).toContainEqual(expect.objectContaining({ enabled: false }));
});

it('moves Astro and every @astrojs package in one group', () => {
  expect(ruleFor('astro')).toContainEqual(
    expect.objectContaining({ groupName: 'Astro', matchPackageNames: ['astro', '@astrojs/**'] }),
  );
  expect(Object.keys(versions).filter((name) => name.startsWith('@astrojs/')).length).toBeGreaterThan(0);
});

it('holds Playwright at 1.64, the last that drives Debian’s Firefox ESR 153, in all three packages', () => {
  // 1.65 sends emulation.setMediaFeaturesOverride with every Firefox context; ESR 153 has no such
  // command and every Firefox test fails with "unknown command" (docs/upgrading.md).
  expect(versions['@playwright/test']).toBe('1.64.1');
  expect(versions.playwright).toBe('1.64.1');
  expect(pkg.overrides['playwright-core']).toBe('1.64.1');
  expect(ruleFor('@playwright/test')).toContainEqual(expect.objectContaining({ allowedVersions: '<1.65.0' }));
  for (const name of ['playwright', '@playwright/test', 'playwright-core']) {
    const installed = JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8'));
    expect(installed.version, name).toBe('1.64.1');
  }
});

it('the spec’s version of the email library is the one installed', () => {
  expect(versions['@emailjs/browser']).toBe('4.3.3');
  expect(
    JSON.parse(readFileSync(join(projectRoot, 'node_modules/@emailjs/browser/package.json'), 'utf8')).version,
  ).toBe('4.3.3');
});

it('moves Node.js as one: .nvmrc, the node package and its types, on the same major version', () => {
  // The container images of hosted CI and the dev container: tests/environment.test.ts.
  expect(ruleFor('node')).toContainEqual(expect.objectContaining({ groupName: 'Node.js' }));
  expect(ruleFor('@types/node')).toContainEqual(expect.objectContaining({ groupName: 'Node.js' }));
  const major = readFileSync(join(projectRoot, '.nvmrc'), 'utf8').trim();
  expect(versions.node).toMatch(new RegExp(`^\\^${major}\\.`));
  expect(versions['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  const oldest = Number(/^>=(\d+)\./.exec(pkg.engines.node)?.[1]);
  expect(oldest).toBeLessThanOrEqual(Number(major));
});

it('docs/upgrading.md says what a person checks for each group the bot makes, and for no other', () => {
  const doc = readFileSync(join(projectRoot, 'docs/upgrading.md'), 'utf8');
  const documented = [...doc.matchAll(/^\| ([A-Z][\w.]*) +\| /gm)].map((row) => row[1]);
  const groups = rules.flatMap((rule) => (rule.groupName ? [rule.groupName] : []));
  expect(documented.sort()).toEqual(groups.sort());
});

it('describes each package with the types of the major version installed', () => {
  // DefinitelyTyped numbers @types/<name> by the major version of <name> it describes: types of
  // another major let a call the package no longer has, or lacks, through the type check.
  const major = (name: string) =>
    Number(
      JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')).version.split('.')[0],
    );
  const typed = Object.keys(versions)
    .filter((name) => name.startsWith('@types/'))
    .map((types) => [types, types.slice('@types/'.length)] as const)
    .filter(([, name]) => name in versions);
  expect(typed.map(([types]) => types)).toEqual(
    expect.arrayContaining(['@types/jsdom', '@types/react', '@types/node']),
  );
  const apart = typed
    .filter(([types, name]) => major(types) !== major(name))
    .map(([types, name]) => `${types} ${major(types)} for ${name} ${major(name)}`);
  expect(apart).toEqual([]);
});
