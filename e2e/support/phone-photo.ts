/**
 * A photo as a phone writes it, for the editor's upload in every engine: 12 megapixels stored
 * sideways (4,032 by 3,024) with EXIF orientation 6, as a phone held upright saves it, where it
 * was taken in its GPS block, and a camera's grain, so it weighs what a photo weighs rather than
 * what a flat drawing does. Upright it is 3,024 wide and 4,032 tall, red above and blue below: a
 * copy left lying on its side shows red on the left instead. The grain is made from a fixed
 * seed, so every run uploads the same bytes.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { positionIn } from '../../integrations/photo-privacy';
import { PORCH_GPS } from '../../tooling/test-content.mjs';
import { projectRoot } from '../../tooling/test-site.mjs';

/** The photo upright, as the volunteer sees it on the phone. */
export const UPRIGHT = { width: 3024, height: 4032 };
/** The file, as the phone names it. */
export const PHONE_PHOTO = join(projectRoot, '.tmp/phone-photo/IMG_1234.JPG');

/**
 * The photo's pixels upright: red above, blue below, with slow light and shade over both and a
 * fine grain, so that at 12 megapixels it makes a JPEG of about 3 MB, as a phone's photo is.
 */
function uprightPixels(): Buffer {
  const { width, height } = UPRIGHT;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1234;
  for (let y = 0; y < height; y++) {
    const colour = y < height / 2 ? [200, 30, 50] : [30, 50, 200];
    for (let x = 0; x < width; x++) {
      // A small linear congruential generator: the same grain every run.
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = ((seed >> 16) % 21) - 10;
      const shade = Math.round(40 * Math.sin(x / 300) * Math.cos(y / 400));
      for (let channel = 0; channel < 3; channel++) {
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, colour[channel]! + grain + shade));
      }
    }
  }
  return pixels;
}

/** The photo's file, made once (by whichever worker is first; each writes whole, then renames). */
export async function phonePhoto(): Promise<string> {
  if (existsSync(PHONE_PHOTO)) return PHONE_PHOTO;
  await mkdir(join(PHONE_PHOTO, '..'), { recursive: true });
  const jpeg = await sharp(uprightPixels(), { raw: { ...UPRIGHT, channels: 3 } })
    // Stored sideways: turned back a quarter, as the phone's sensor lay.
    .rotate(270)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: PORCH_GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const partial = `${PHONE_PHOTO}.${process.pid}`;
  await writeFile(partial, jpeg);
  await rename(partial, PHONE_PHOTO);
  return PHONE_PHOTO;
}

/** What the editor kept of the photo: its format, size and pixels, whether it is upright, and what metadata is left. */
export async function keptPhoto(bytes: Buffer) {
  const picture = sharp(bytes);
  const { format, width = 0, height = 0, exif, orientation } = await picture.metadata();
  // The mean colour of the top and the bottom twentieth.
  const { data, info } = await picture.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const band = (fromRow: number, rows: number) => {
    const sums = [0, 0, 0];
    for (let at = fromRow * info.width * 3; at < (fromRow + rows) * info.width * 3; at += 3) {
      for (let channel = 0; channel < 3; channel++) sums[channel]! += data[at + channel]!;
    }
    return sums.map((sum) => Math.round(sum / (rows * info.width)));
  };
  const rows = Math.max(1, Math.floor(info.height / 20));
  const [topRed, , topBlue] = band(0, rows);
  const [bottomRed, , bottomBlue] = band(info.height - rows, rows);
  return {
    format,
    bytes: bytes.length,
    width,
    height,
    upright: height > width && topRed! > topBlue! && bottomBlue! > bottomRed!,
    orientation,
    exif: exif?.length ?? 0,
    position: await positionIn(bytes),
  };
}
