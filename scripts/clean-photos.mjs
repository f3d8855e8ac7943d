// @ts-check
/**
 * `npm run photos:clean`: removes the metadata (where a photo was taken, the camera, the time)
 * from every picture under src/assets/, in place, keeping what it shows: each picture is turned
 * upright as its metadata said, then written again in its own format with no metadata. What the
 * build says when a picture carries a position (integrations/photo-privacy.ts) points here.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PICTURE = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/**
 * Every picture under `folder` that carries metadata, written again without it; resolves with
 * their paths from `root`.
 * @param {string} root
 */
export async function cleanPhotos(root, folder = 'src/assets') {
  const cleaned = [];
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile() && PICTURE.test(e.name))) {
    const file = join(entry.parentPath, entry.name);
    const input = await readFile(file);
    const { exif, xmp, iptc, format } = await sharp(input).metadata();
    if (!exif && !xmp && !iptc) continue;
    // Upright as the camera meant it, then in the same format, with no metadata (sharp's default).
    const output = await sharp(input)
      .rotate()
      .toFormat(/** @type {Parameters<ReturnType<typeof sharp>['toFormat']>[0]} */ (format), { quality: 92 })
      .toBuffer();
    await writeFile(file, output);
    cleaned.push(relative(root, file));
  }
  return cleaned;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cleaned = await cleanPhotos(process.cwd());
  console.log(
    cleaned.length === 0
      ? 'photos:clean: no picture under src/assets/ carries metadata.'
      : `photos:clean: removed the metadata of ${cleaned.length} picture(s):\n${cleaned.map((f) => `  - ${f}`).join('\n')}`,
  );
}
