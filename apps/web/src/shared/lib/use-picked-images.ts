import type { UploadProps } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/shared/api/upload-file';

/** An image a customer chose: uploading until its `url` is set. */
export interface PickedImage {
  uid: string;
  url?: string;
}

/**
 * Images chosen for a post or a report, each sent to the upload action as soon as it is picked
 * (antd's `customRequest`), shown while it uploads and dropped again if the upload fails.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const upload: NonNullable<UploadProps['customRequest']> = ({ file, onSuccess, onError }) => {
    const uid = (file as { uid?: string }).uid ?? String(Math.random());
    setImages((all) => [...all, { uid }]);
    uploadFile(file as Blob)
      .then((uploaded) => {
        setImages((all) => all.map((p) => (p.uid === uid ? { uid, url: uploaded.url } : p)));
        onSuccess?.(uploaded);
      })
      .catch((error: unknown) => {
        setImages((all) => all.filter((p) => p.uid !== uid));
        onError?.(error as Error);
      });
  };
  return {
    images,
    uploading: images.some((image) => image.url === undefined),
    urls: images.flatMap((image) => (image.url ? [image.url] : [])),
    upload,
    remove: (uid: string) => setImages((all) => all.filter((p) => p.uid !== uid)),
    clear: () => setImages([]),
  };
}
