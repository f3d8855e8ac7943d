/**
 * `npm run photos:clean` removes every picture's metadata under src/assets/, its position first,
 * and keeps the picture: the same size, upright, in its own format.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PORCH_GPS } from '../tooling/test-content.mjs';
import { afterAll, expect, it } from 'vitest';
import { positionIn } from '../integrations/photo-privacy';
import { cleanPhotos } from './clean-photos.mjs';

const root = await mkdtemp(join(tmpdir(), 'ssmc-clean-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it('writes each picture with metadata again without it, leaving the others as they are', async () => {
  const folder = join(root, 'src/assets/stories');
  await mkdir(folder, { recursive: true });
  const image = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#a86' } });
  await writeFile(
    join(folder, 'porch.jpg'),
    await image()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: PORCH_GPS })
      .jpeg()
      .toBuffer(),
  );
  const plain = await image().png().toBuffer();
  await writeFile(join(folder, 'plain.png'), plain);

  expect(await cleanPhotos(root)).toEqual(['src/assets/stories/porch.jpg']);
  const porch = await readFile(join(folder, 'porch.jpg'));
  expect(await positionIn(porch)).toBeUndefined();
  const { exif, xmp, iptc, format, width, height } = await sharp(porch).metadata();
  expect({ exif, xmp, iptc, format, width, height }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    format: 'jpeg',
    width: 16,
    height: 12,
  });
  expect(await readFile(join(folder, 'plain.png'))).toEqual(plain);
});
