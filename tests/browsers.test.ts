/**
 * `npm test` stops with a way to get each engine it drives, not a stack trace, when one is missing.
 */
import { describe, expect, it } from 'vitest';
import { firefoxLaunch, webkitParts } from './support/browser.mjs';

const nothing = () => false;
const everything = () => true;

describe('where an engine is missing', () => {
  it('says how to install Firefox', () => {
    expect(() => firefoxLaunch(nothing)).toThrow(
      /No Firefox found[\s\S]*apt-get install -y firefox-esr[\s\S]*FIREFOX_PATH/,
    );
  });

  it('names each missing part of WebKit and how to install them', () => {
    expect(() => webkitParts((path) => !path.endsWith('WebKitWebDriver'))).toThrow(
      /missing: \/usr\/bin\/WebKitWebDriver\)[\s\S]*webkit2gtk-driver xvfb/,
    );
  });
});

describe('where the engines are installed', () => {
  it('drives the system Firefox over WebDriver BiDi', () => {
    const only = (wanted: string) => (path: string) => path === wanted;
    expect(firefoxLaunch(only('/usr/bin/firefox-esr'))).toEqual({
      executablePath: '/usr/bin/firefox-esr',
      channel: 'moz-firefox',
    });
  });

  it('finds WebKitGTK’s driver, its MiniBrowser and Xvfb', () => {
    expect(webkitParts(everything)).toMatchObject({ driver: '/usr/bin/WebKitWebDriver', xvfb: '/usr/bin/Xvfb' });
  });
});
