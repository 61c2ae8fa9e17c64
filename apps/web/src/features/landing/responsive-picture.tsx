interface Sources {
  avif600: string;
  avif1200: string;
  webp600: string;
  webp1200: string;
}

interface ResponsivePictureProps {
  sources: Sources;
  alt: string;
  /** The first picture on screen loads at once; the rest wait until they are near. */
  eager?: boolean;
}

/**
 * AVIF with a WebP fallback, a 600px-wide variant for phones, and fixed intrinsic dimensions so
 * the page never shifts while pictures load.
 */
export function ResponsivePicture({ sources, alt, eager = false }: ResponsivePictureProps) {
  const sizes = '(max-width: 700px) 100vw, 560px';
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={`${sources.avif600} 600w, ${sources.avif1200} 1200w`}
        sizes={sizes}
      />
      <source
        type="image/webp"
        srcSet={`${sources.webp600} 600w, ${sources.webp1200} 1200w`}
        sizes={sizes}
      />
      <img
        className="landing-image"
        src={sources.webp1200}
        alt={alt}
        width={1200}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}
