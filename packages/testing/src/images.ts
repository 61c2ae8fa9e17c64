import { crc32 } from 'node:zlib';
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

/** An IPTC block (caption and keyword) in a Photoshop APP13 segment, as photo tools write it. */
function iptcSegment(): Buffer {
  const dataset = (number: number, text: string) => {
    const value = Buffer.from(text, 'utf8');
    return Buffer.concat([Buffer.from([0x1c, 0x02, number, 0, value.length]), value]);
  };
  let iptc = Buffer.concat([dataset(120, 'Lucy at home, 12 Elm Street'), dataset(25, 'family')]);
  if (iptc.length % 2 === 1) iptc = Buffer.concat([iptc, Buffer.alloc(1)]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const body = Buffer.concat([
    Buffer.from('Photoshop 3.0\0', 'latin1'),
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0x00, 0x00]),
    size,
    iptc,
  ]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xed]), length, body]);
}

/**
 * A 300x150 JPEG carrying every kind of metadata a phone or photo tool adds: EXIF with GPS and
 * an orientation that turns it upright as 150x300, XMP, and IPTC with a caption naming a place.
 */
export async function jpegWithEveryMetadata(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 300, height: 150, channels: 3, background: '#7a2f5b' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'MentorBridgeTestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Lucy"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  // After the start-of-image marker, before the rest.
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment(), jpeg.subarray(2)]);
}

/**
 * A tiny PNG whose header claims `width` x `height` pixels: a "pixel flood" that would take
 * gigabytes to decode if the server believed it.
 */
export async function pngClaimingPixels(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await plainPng(8, 8));
  // The IHDR chunk starts at byte 8: length (4), "IHDR" (4), width (4), height (4), ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
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
    hasXmp: metadata.xmp !== undefined,
    hasIptc: metadata.iptc !== undefined,
    orientation: metadata.orientation,
    gps: exif?.GPSInfo,
  };
}
