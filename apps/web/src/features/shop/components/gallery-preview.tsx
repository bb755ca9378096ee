import { Image } from 'antd';

/** antd's full-screen view of the product's pictures, loaded when the reader first opens it. */
export function GalleryPreview({
  images,
  current,
  onChange,
  onClose,
}: {
  images: string[];
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        open: true,
        current,
        onOpenChange: (open) => {
          if (!open) onClose();
        },
        onChange,
      }}
    />
  );
}
