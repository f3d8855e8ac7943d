/**
 * The projects schema, tested by parsing with it directly: every entry in src/content/projects
 * passes, and each kind of mistake is refused with the field named. That a build really stops
 * on one, naming the file, is src/content.config.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectSchema } from './project-schema';

const DIR = new URL('../content/projects/', import.meta.url);
const schema = projectSchema(() => z.string());
const entry = (file: string) => parseYaml(readFileSync(new URL(file, DIR), 'utf8')) as Record<string, unknown>;
const problems = (data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the projects schema', () => {
  it('accepts every entry as it is', () => {
    const files = readdirSync(DIR).filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(problems(entry(file)), file).toEqual([]);
  });

  it('refuses an entry with no title, or a title of spaces only', () => {
    const untitled = entry('manna-monday.yaml');
    delete untitled.title;
    expect(problems(untitled)).toEqual(['title: title is required']);
    expect(problems({ ...entry('manna-monday.yaml'), title: '   ' })).toEqual(['title: title is required']);
  });

  it('refuses a wish-list address that is not a full https:// address', () => {
    const hope = entry('hope-box.yaml') as { wishlist: { btnTxt: string; url: string }[] };
    for (const url of ['wishlist dot example dot org', 'http://shop.example.com/hope']) {
      const wishlist = hope.wishlist.map((link, index) => (index === 2 ? { ...link, url } : link));
      expect(problems({ ...hope, wishlist })).toEqual([
        'wishlist.2.url: Copy the full address of the list from the shop; it starts with https://',
      ]);
    }
  });

  it('takes each line for a neighbour left empty, as the editor saves it, as not written', () => {
    for (const name of ['whoFor', 'howSoon', 'howOften', 'bring']) {
      for (const value of ['', '   ', undefined]) {
        const result = schema.safeParse({ ...entry('hope-box.yaml'), [name]: value });
        expect(result.success, `${name}: ${JSON.stringify(value)}`).toBe(true);
        expect((result.data as Record<string, unknown>)[name], name).toBeUndefined();
      }
    }
    expect(schema.parse(entry('hope-box.yaml')).whoFor).toMatch(/^A neighbor in our county/);
    expect(schema.parse(entry('birthday-blessing-box.yaml')).askBy).toEqual([]);
  });

  it('refuses a line for a neighbour over its length, naming the field as the editor does', () => {
    expect(problems({ ...entry('hope-box.yaml'), whoFor: 'x'.repeat(161) })).toEqual([
      'whoFor: "Who it is for" (whoFor) is one line of at most 160 characters',
    ]);
    expect(problems({ ...entry('hope-box.yaml'), bring: 'Nothing.\nJust ask.' })).toEqual([
      'bring: "What to have ready or bring" (bring) is one line of at most 120 characters',
    ]);
    expect(problems({ ...entry('hope-box.yaml'), askBy: ['call', 'call'] })).toEqual([
      'askBy: askBy names each way once',
    ]);
    expect(problems({ ...entry('hope-box.yaml'), handover: 'mail' })).toEqual([
      'handover: handover is one of pickUp, bring, either',
    ]);
  });

  it('names the field that replaced "who it serves" in a file written before', () => {
    expect(problems({ ...entry('second-chance.yaml'), whoItServes: 'Anyone' })).toEqual([
      'whoItServes: whoItServes is now "Who it is for" (whoFor); say how to ask in "How to ask" (askBy)',
    ]);
  });

  it('refuses an unknown status', () => {
    expect(problems({ ...entry('second-chance.yaml'), status: 'someday' })).toEqual([
      'status: status must be "current" or "future"',
    ]);
  });

  it('refuses a field it does not know, such as a misspelt one', () => {
    expect(problems({ ...entry('second-chance.yaml'), titel: 'Second Chance' })).toHaveLength(1);
  });
});
