/**
 * A picture under src/assets/ that says where it was taken stops the build, named, with how to
 * remove the position (photo-privacy.ts); one with other metadata, or none, does not.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import refusePhotosThatTellWhere, { picturesWithAPosition, positionIn } from './photo-privacy';
import { PORCH_GPS } from '../tooling/test-content.mjs';

const picture = (format: 'jpeg' | 'png' | 'webp', exif?: Parameters<ReturnType<typeof sharp>['withExif']>[0]) => {
  const image = sharp({ create: { width: 16, height: 12, channels: 3, background: '#a86' } });
  return (exif ? image.withExif(exif) : image)[format]().toBuffer();
};

const root = await mkdtemp(join(tmpdir(), 'ssmc-photos-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a picture that says where it was taken', () => {
  it('is found in a JPEG, a PNG and a WebP, and a picture with only a camera’s name is not', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      expect(await positionIn(await picture(format, { IFD3: PORCH_GPS })), format).toEqual({
        latitude: 40.15,
        longitude: -78.55,
      });
      expect(await positionIn(await picture(format, { IFD0: { Make: 'PhoneMaker' } })), format).toBeUndefined();
      expect(await positionIn(await picture(format)), format).toBeUndefined();
    }
  });

  it('stops the build, naming each such file and how to remove the position', async () => {
    await mkdir(join(root, 'src/assets/stories'), { recursive: true });
    await writeFile(
      join(root, 'src/assets/stories/porch.jpg'),
      await picture('jpeg', { IFD0: { Make: 'P' }, IFD3: PORCH_GPS }),
    );
    await writeFile(join(root, 'src/assets/stories/supper.png'), await picture('png', { IFD0: { Make: 'P' } }));
    expect(await picturesWithAPosition(root)).toEqual(['src/assets/stories/porch.jpg']);
    const setup = refusePhotosThatTellWhere().hooks['astro:config:setup']!;
    const run = () => setup({ config: { root: pathToFileURL(`${root}/`) } } as Parameters<typeof setup>[0]);
    await expect(run()).rejects.toThrow(
      /say where they were taken[\s\S]*- src\/assets\/stories\/porch\.jpg[\s\S]*npm run photos:clean/,
    );
  });
});
