import exifReader from 'exif-reader';
import sharp from 'sharp';

/** Where the test photo says it was taken: Greenwich, as degrees, minutes, seconds. */
const TEST_PHOTO_GPS = { latitude: [51, 28, 40], longitude: [0, 0, 5] } as const;

/**
 * A real JPEG photo carrying EXIF with a camera name and GPS position, as phones write them:
 * the kind of file whose location must never leave the server.
 */
export function jpegWithGpsExif(width = 640, height = 480): Promise<Buffer> {
  const [latD, latM, latS] = TEST_PHOTO_GPS.latitude;
  const [lonD, lonM, lonS] = TEST_PHOTO_GPS.longitude;
  return sharp({ create: { width, height, channels: 3, background: '#2f7a5b' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'MentorBridgeTestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `${latD}/1 ${latM}/1 ${latS}/1`,
        GPSLongitudeRef: 'W',
        GPSLongitude: `${lonD}/1 ${lonM}/1 ${lonS}/1`,
      },
    })
    .toBuffer();
}

/** A small PNG, for uploads that only need some valid picture. */
export function plainPng(width = 200, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#c0d8ff' } })
    .png()
    .toBuffer();
}

/** What an image file says about itself: its format, size and any EXIF GPS position. */
export async function describeImage(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  const exif = metadata.exif ? exifReader(metadata.exif) : undefined;
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    hasExif: metadata.exif !== undefined,
    gps: exif?.GPSInfo,
  };
}
