import { createPublicKey, type KeyObject } from 'node:crypto';
import { platformCertificates, type CertificateSettings } from './platform-certificates';

/**
 * How a merchant checks WeChat Pay's signatures: with WeChat Pay's public key and its id
 * (PUB_KEY_ID_...), the only mode given to merchants since 2024, or with the platform
 * certificates downloaded from /v3/certificates, the mode of merchants set up before.
 */
export type WechatpayPlatform = { publicKey: string; publicKeyId: string } | { certificates: true };

/** WeChat Pay's public keys by the serial (or key id) that names one in Wechatpay-Serial. */
export type PlatformKeyring = Readonly<Record<string, KeyObject>>;

/** The keys that sign WeChat Pay's answers and notifications, whichever the mode. */
export interface PlatformKeys {
  /**
   * Every key held, for the plugin's answer check. The certificates are fetched first when none
   * is held yet; throws `WechatpayUnavailable` or `WechatpayUnverified` when none can be had.
   */
  all(): Promise<PlatformKeyring>;
  /** The key a message names; undefined when it is none of WeChat Pay's. Never throws. */
  find(serial: string): Promise<KeyObject | undefined>;
}

/** The fixed public key, or the certificate list kept fresh; `now` schedules the fetches. */
export function platformKeys(
  settings: CertificateSettings & { platform: WechatpayPlatform },
  now: () => number = Date.now,
): PlatformKeys {
  const { platform } = settings;
  if ('certificates' in platform) return platformCertificates(settings, now);
  const ring: PlatformKeyring = { [platform.publicKeyId]: createPublicKey(platform.publicKey) };
  return {
    all: () => Promise.resolve(ring),
    find: (serial) => Promise.resolve(Object.hasOwn(ring, serial) ? ring[serial] : undefined),
  };
}
