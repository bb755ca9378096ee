import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type QrScanner from 'qr-scanner';
import { authenticityNamespace } from '../locales/register';
import { serialFromScan } from '../lib/serial-field';
import styles from './appraisal.module.css';

/** The scanner loads (with its decoding worker, bundled) only when someone scans. */
const loadScanner = (): Promise<typeof QrScanner> =>
  import('qr-scanner').then((module) => module.default);

/**
 * Reading a serial's QR code: with the camera where there is one, or from a photo. Either way
 * the code found goes to `onCode`, formatted as the field shows it.
 */
export function SerialScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(authenticityNamespace);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const photo = useRef<HTMLInputElement>(null);

  const readPhoto = async (file: File) => {
    setProblem('');
    try {
      const Scanner = await loadScanner();
      const result = await Scanner.scanImage(file, { returnDetailedScanResult: true });
      onCode(serialFromScan(result.data));
    } catch {
      setProblem(t('scanner.noCodeInPhoto'));
    }
  };

  return (
    <div className={styles.scanTools}>
      <Button onClick={() => setOpen(true)}>{t('scanner.camera')}</Button>
      <Button onClick={() => photo.current?.click()}>{t('scanner.photo')}</Button>
      <input
        ref={photo}
        className={styles.hiddenFile}
        type="file"
        accept="image/*"
        aria-label={t('scanner.photo')}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void readPhoto(file);
        }}
      />
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <Modal
        open={open}
        title={t('scanner.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {open ? (
          <CameraView
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}

function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(authenticityNamespace);
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    let scanner: QrScanner | null = null;
    let live = true;
    void (async () => {
      const Scanner = await loadScanner();
      if (!live || !video.current) return;
      if (!(await Scanner.hasCamera())) {
        if (live) setProblem(t('scanner.noCamera'));
        return;
      }
      scanner = new Scanner(video.current, (result) => found.current(serialFromScan(result.data)), {
        returnDetailedScanResult: true,
        highlightScanRegion: true,
      });
      await scanner.start().catch(() => {
        if (live) setProblem(t('scanner.denied'));
      });
    })().catch(() => {
      if (live) setProblem(t('scanner.noCamera'));
    });
    return () => {
      live = false;
      scanner?.destroy();
    };
  }, [t]);

  return (
    <div className={styles.camera}>
      <video ref={video} className={styles.video} muted playsInline />
      <p className={problem ? styles.fieldError : styles.hint} role={problem ? 'alert' : undefined}>
        {problem || t('scanner.aim')}
      </p>
    </div>
  );
}
