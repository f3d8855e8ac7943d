/**
 * Photos that tell no one where. A phone writes where a photo was taken into the photo (its GPS
 * position, in the EXIF metadata); a story's photo of a family's porch could give away where a
 * neighbour in hard times lives. The build (and `npm run dev`) refuses any picture under
 * src/assets/ that carries a position, naming the file and saying how to remove it. What the site
 * publishes carries no metadata at all: Astro's image service writes every copy without it
 * (tests/projects.test.ts reads the built pictures), and the editor re-encodes each photo as it is
 * uploaded (src/admin/config.ts, media_libraries), so a position never reaches the repository.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import exifr from 'exifr';
import sharp from 'sharp';

/** The pictures a build reads: the raster formats sharp opens. */
const PICTURE = /\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;

/** Where a picture says it was taken, from its metadata, or undefined when it says nowhere. */
export async function positionIn(picture: Uint8Array): Promise<{ latitude: number; longitude: number } | undefined> {
  const { exif } = await sharp(picture).metadata();
  if (!exif) return undefined;
  // sharp hands EXIF over as the file holds it: in a JPEG and a WebP, after an "Exif\0\0" mark.
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const gps = await exifr.gps(tiff).catch(() => undefined);
  return gps && Number.isFinite(gps.latitude) && Number.isFinite(gps.longitude) ? gps : undefined;
}

/** The pictures under `folder` (paths from `root`) that say where they were taken. */
export async function picturesWithAPosition(root: string, folder = 'src/assets'): Promise<string[]> {
  const files = (await readdir(join(root, folder), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && PICTURE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const found: string[] = [];
  for (const file of files.sort()) if (await positionIn(await readFile(file))) found.push(relative(root, file));
  return found;
}

/** What the build says of them: each file, why it is refused, and how to remove the position. */
export function refusal(files: readonly string[]): string {
  return [
    'These pictures say where they were taken (a GPS position in their metadata), which could show where someone lives:',
    ...files.map((file) => `  - ${file}`),
    'Remove the position before they are published: upload the photo again through the editor at /admin, which',
    'saves it without its metadata, or run `npm run photos:clean` here, which removes the metadata of every picture',
    'under src/assets/ in place. To stop it for the next photo, turn off Location for the camera in the phone’s settings.',
  ].join('\n');
}

export default function refusePhotosThatTellWhere(): AstroIntegration {
  return {
    name: 'ssmc:photo-privacy',
    hooks: {
      'astro:config:setup': async ({ config }) => {
        const root = fileURLToPath(config.root);
        const found = await picturesWithAPosition(root);
        if (found.length > 0) throw new Error(refusal(found));
      },
    },
  };
}
