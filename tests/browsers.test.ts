/**
 * `npm test` stops with a way to get each engine it drives, and each tool that prints the flyers,
 * not a stack trace, when one is missing.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firefoxLaunch, firefoxVersion, webkitParts } from '../tooling/browser.mjs';
import { printingTools } from '../tooling/print.mjs';

const nothing = () => false;
const everything = () => true;

describe('where an engine is missing', () => {
  it('says how to install Firefox', () => {
    expect(() => firefoxLaunch(nothing)).toThrow(
      /No Firefox found[\s\S]*bash scripts\/install-test-browsers\.sh[\s\S]*dev container[\s\S]*FIREFOX_PATH/,
    );
  });

  it('says how to update a Firefox too old to drive', () => {
    expect(() =>
      firefoxLaunch(
        (path) => path === '/usr/bin/firefox-esr',
        () => 140,
      ),
    ).toThrow(
      /\/usr\/bin\/firefox-esr is Firefox 140; the browser tests need Firefox 153[\s\S]*bash scripts\/install-test-browsers\.sh/,
    );
  });

  it('names each missing part of WebKit and how to install them', () => {
    expect(() => webkitParts((path) => !path.endsWith('WebKitWebDriver'))).toThrow(
      /missing: \/usr\/bin\/WebKitWebDriver\)[\s\S]*install-test-browsers\.sh[\s\S]*a Mac or Windows: open the project in its dev container/,
    );
  });
});

describe('where the engines are installed', () => {
  it('drives the system Firefox over WebDriver BiDi', () => {
    const only = (wanted: string) => (path: string) => path === wanted;
    expect(firefoxLaunch(only('/usr/bin/firefox-esr'), () => 153)).toEqual({
      executablePath: '/usr/bin/firefox-esr',
      channel: 'moz-firefox',
    });
  });

  it('reads a Firefox’s version from what it prints', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssmc-firefox-'));
    try {
      const stub = join(dir, 'firefox');
      writeFileSync(stub, '#!/bin/sh\necho "Mozilla Firefox 140.12.0esr"\n', { mode: 0o755 });
      expect(firefoxVersion(stub)).toBe(140);
      expect(firefoxVersion(join(dir, 'absent'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('finds WebKitGTK’s driver, its MiniBrowser and Xvfb', () => {
    expect(webkitParts(everything)).toMatchObject({ driver: '/usr/bin/WebKitWebDriver', xvfb: '/usr/bin/Xvfb' });
  });

  it('names each missing tool that prints the flyers, with its Debian packages, and how to install them', () => {
    expect(() => printingTools({ webkitForPython: nothing, onPath: nothing })).toThrow(
      /WebKitGTK's bindings for Python \(Debian's python3-gi and gir1\.2-webkit2-4\.1\), pdftotext and pdftoppm \(Debian's poppler-utils\), zbarimg \(Debian's zbar-tools\)[\s\S]*bash scripts\/install-test-browsers\.sh[\s\S]*apt-get install python3-gi gir1\.2-webkit2-4\.1 poppler-utils zbar-tools/,
    );
    expect(() => printingTools({ webkitForPython: everything, onPath: (command) => command !== 'zbarimg' })).toThrow(
      /^Printing the flyers needs zbarimg \(Debian's zbar-tools\), not found here\./,
    );
    expect(() => printingTools({ webkitForPython: everything, onPath: everything })).not.toThrow();
  });

  it('finds them on this machine, WebKit asked of the Python that prints', () => {
    expect(() => printingTools()).not.toThrow();
  });
});
