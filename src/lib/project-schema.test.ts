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

  it('takes an empty "who it serves", as the editor saves a field left empty, as none', () => {
    for (const whoItServes of ['', '   ', undefined]) {
      const result = schema.safeParse({ ...entry('manna-monday.yaml'), whoItServes });
      expect(result.success, JSON.stringify(whoItServes)).toBe(true);
      expect(result.data?.whoItServes).toBeUndefined();
    }
    expect(schema.parse(entry('hope-box.yaml')).whoItServes).toMatch(/^For a neighbor/);
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
