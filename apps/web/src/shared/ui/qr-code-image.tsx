import { useEffect, useState } from 'react';

export interface QrCodeImageProps {
  value: string;
  size: number;
  alt: string;
  className?: string;
  placeholderClassName?: string;
}

/** A QR code drawn in the browser; the encoder downloads only with the first code shown. */
export function QrCodeImage({
  value,
  size,
  alt,
  className,
  placeholderClassName,
}: QrCodeImageProps) {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(value, {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: size * 2,
          color: { dark: '#111111', light: '#ffffff' },
        }),
      )
      .then((src) => {
        if (live) setDrawn({ value, src });
      })
      .catch(() => {
        if (live) setDrawn({ value, src: '' });
      });
    return () => {
      live = false;
    };
  }, [value, size]);

  if (drawn?.value !== value || drawn.src === '') {
    return (
      <span
        className={placeholderClassName}
        style={{ display: 'block', width: size, height: size }}
        aria-hidden="true"
      />
    );
  }
  return <img className={className} src={drawn.src} width={size} height={size} alt={alt} />;
}
