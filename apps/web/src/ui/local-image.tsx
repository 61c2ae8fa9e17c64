import { useEffect, useRef } from 'react';

/**
 * A picture the user chose on their device, shown before it is uploaded. Its local address is
 * made when the file is shown and freed when it goes, so a removed picture holds no memory.
 */
export function LocalImage({
  file,
  alt,
  className,
}: {
  file: Blob;
  alt: string;
  className?: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} className={className} />;
}
