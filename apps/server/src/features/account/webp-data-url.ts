/** A stored picture (our pictures are WebP) written into a person's copy of their data. */
export const webpDataUrl = (bytes: Buffer | null) =>
  bytes ? `data:image/webp;base64,${bytes.toString('base64')}` : null;
