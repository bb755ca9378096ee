import { X509Certificate, type KeyObject } from 'node:crypto';
import { Aes, Formatter, Hash, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import type { PlatformKeyring, PlatformKeys } from './platform-keys';
import { WechatpayUnavailable, WechatpayUnverified } from './wechatpay-errors';

export const CERTIFICATES_PATH = '/v3/certificates';
/** WeChat Pay lists a new certificate a day before it signs with it: twice a day is in time. */
export const CERTIFICATES_REFRESH_MS = 12 * 3_600_000;
/** The list is asked for at most this often, so forged serials cannot make us hammer WeChat Pay. */
export const CERTIFICATES_RETRY_MS = 60_000;
/** The clock difference the plugin allows every other answer. */
const ANSWER_TOLERANCE_S = 300;

/** What fetching the certificates takes: the merchant's signing key and the API v3 key. */
export interface CertificateSettings {
  mchid: string;
  certSerial: string;
  privateKey: string;
  apiV3Key: string;
  /** Without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

const certificatesAnswer = z.object({
  data: z
    .array(
      z.object({
        serial_no: z.string().regex(/^[0-9A-Fa-f]{1,64}$/),
        effective_time: z.string(),
        expire_time: z.string(),
        encrypt_certificate: z.object({
          algorithm: z.literal('AEAD_AES_256_GCM'),
          nonce: z.string().min(1),
          associated_data: z.string(),
          ciphertext: z.string().min(1),
        }),
      }),
    )
    .min(1),
});
type ListedCertificate = z.infer<typeof certificatesAnswer>['data'][number];

interface HeldCertificate {
  publicKey: KeyObject;
  expiresAt: number;
}

/** Serials compare as numbers: case and leading zeros aside. */
function sameSerial(a: string, b: string) {
  const plain = (serial: string) => serial.toUpperCase().replace(/^0+/, '');
  return plain(a) === plain(b);
}

/** A listed certificate, decrypted with the API v3 key: its GCM tag proves it is WeChat Pay's. */
function openCertificate(listed: ListedCertificate, apiV3Key: KeyObject): HeldCertificate {
  const { nonce, associated_data: aad, ciphertext } = listed.encrypt_certificate;
  let pem: string;
  try {
    pem = Aes.AesGcm.decrypt(ciphertext, apiV3Key, nonce, aad);
  } catch (error) {
    throw new WechatpayUnverified('CERTIFICATE_DECRYPTION', { cause: error });
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch (error) {
    throw new WechatpayUnverified('CERTIFICATE_MALFORMED', { cause: error });
  }
  if (!sameSerial(certificate.serialNumber, listed.serial_no)) {
    throw new WechatpayUnverified('CERTIFICATE_SERIAL');
  }
  return { publicKey: certificate.publicKey, expiresAt: Date.parse(certificate.validTo) };
}

/** GET /v3/certificates, signed as every API v3 request; its failures are all `Unavailable`. */
async function download(settings: CertificateSettings, privateKey: KeyObject) {
  const url = new URL(`${settings.baseUrl}${CERTIFICATES_PATH}`);
  const timestamp = Formatter.timestamp();
  const nonce = Formatter.nonce();
  // The path as sent, a base address's own path included, as the plugin signs it.
  const signature = Rsa.sign(
    Formatter.request('GET', url.pathname, timestamp, nonce, ''),
    privateKey,
  );
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      headers: {
        Accept: 'application/json',
        Authorization: Formatter.authorization(
          settings.mchid,
          nonce,
          signature,
          timestamp,
          settings.certSerial,
        ),
        // WeChat Pay refuses requests without one.
        'User-Agent': 'atelier',
      },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    throw new WechatpayUnavailable('WeChat Pay unavailable: no certificates answer', {
      cause: error,
    });
  }
  if (!response.ok) {
    // A refused download is not a refusal of the call that needed it: no order is unknown.
    throw new WechatpayUnavailable(
      `WeChat Pay unavailable: certificates answered HTTP ${response.status} ${body.slice(0, 200)}`,
    );
  }
  return { headers: response.headers, body };
}

/** The certificates an answer lists, once its signature checks out. */
function readAnswer(
  answer: { headers: Headers; body: string },
  held: ReadonlyMap<string, HeldCertificate>,
  apiV3Key: KeyObject,
): Map<string, HeldCertificate> {
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = undefined;
  }
  const parsed = certificatesAnswer.safeParse(json);
  if (!parsed.success) throw new WechatpayUnavailable('WeChat Pay answered something unexpected');
  const listed = new Map<string, HeldCertificate>();
  for (const item of parsed.data.data) {
    listed.set(item.serial_no, openCertificate(item, apiV3Key));
  }

  const timestamp = answer.headers.get('wechatpay-timestamp') ?? '';
  const nonce = answer.headers.get('wechatpay-nonce') ?? '';
  const serial = answer.headers.get('wechatpay-serial') ?? '';
  const signature = answer.headers.get('wechatpay-signature') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature) {
    throw new WechatpayUnverified('EV3_RES_HEADERS_INCOMPLATE');
  }
  // Against the wall clock, as the plugin checks every other answer.
  if (Math.abs(Formatter.timestamp() - Number(timestamp)) > ANSWER_TOLERANCE_S) {
    throw new WechatpayUnverified('EV3_RES_HEADER_TIMESTAMP_OFFSET');
  }
  // Signed by a certificate held, or on the first fetch by one the answer itself carries: the
  // documented bootstrap, where decrypting with our API v3 key is what proves the list genuine.
  const signer = held.get(serial) ?? listed.get(serial);
  if (!signer) throw new WechatpayUnverified('EV3_RES_HEADER_PLATFORM_SERIAL');
  let signed = false;
  try {
    signed = Rsa.verify(
      Formatter.response(timestamp, nonce, answer.body),
      signature,
      signer.publicKey,
    );
  } catch {
    // A signature that is not even base64 of the right length.
  }
  if (!signed) throw new WechatpayUnverified('EV3_RES_HEADER_SIGNATURE_DIGEST');
  return listed;
}

/**
 * WeChat Pay's platform certificates for one merchant, fetched on first use (a start with WeChat
 * Pay unreachable still starts), again in the background every 12 hours, and at once when a
 * message names a serial not held, though never more than once a minute. A failed refresh keeps
 * the certificates held. `now` schedules the fetches.
 */
export function platformCertificates(
  settings: CertificateSettings,
  now: () => number = Date.now,
): PlatformKeys {
  const privateKey = Rsa.from(settings.privateKey, Rsa.KEY_TYPE_PRIVATE);
  const apiV3Key = Hash.keyObjectFrom(Buffer.from(settings.apiV3Key));
  let held: ReadonlyMap<string, HeldCertificate> = new Map();
  // A new object at each refresh, so whoever built on the last one can tell.
  let ring: PlatformKeyring = {};
  let fetchedAt = -Infinity;
  let triedAt = -Infinity;
  let fetching: Promise<void> | undefined;

  /** One fetch at a time; callers meanwhile share it. */
  function refresh(): Promise<void> {
    fetching ??= (async () => {
      triedAt = now();
      try {
        const listed = readAnswer(await download(settings, privateKey), held, apiV3Key);
        const time = now();
        held = new Map([...listed].filter(([, certificate]) => certificate.expiresAt > time));
        ring = Object.fromEntries([...held].map(([serial, { publicKey }]) => [serial, publicKey]));
        fetchedAt = time;
      } finally {
        fetching = undefined;
      }
    })();
    return fetching;
  }

  const mayRetry = () => now() - triedAt >= CERTIFICATES_RETRY_MS;

  function refreshWhenDue() {
    if (now() - fetchedAt >= CERTIFICATES_REFRESH_MS && mayRetry()) {
      // Meanwhile the certificates held still verify; a failure is retried at a later use.
      refresh().catch(() => undefined);
    }
  }

  function lookup(serial: string) {
    const certificate = held.get(serial);
    return certificate && certificate.expiresAt > now() ? certificate.publicKey : undefined;
  }

  return {
    async all() {
      if (held.size === 0) await refresh();
      else refreshWhenDue();
      // A list of certificates all past their time leaves no answer to trust.
      if (held.size === 0)
        throw new WechatpayUnavailable('WeChat Pay lists no certificate in force');
      return ring;
    },

    async find(serial) {
      const known = lookup(serial);
      if (known) {
        refreshWhenDue();
        return known;
      }
      if (fetching || mayRetry()) await (fetching ?? refresh()).catch(() => undefined);
      return lookup(serial);
    },
  };
}
