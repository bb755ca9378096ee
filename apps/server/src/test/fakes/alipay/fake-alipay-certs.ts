import { generate as selfSigned } from 'selfsigned';
import type { AlipayCertificates } from '../../../modules/payment/alipay/alipay-client';
import { rsaKeyPair, type PemKeyPair } from './fake-alipay';

/** A certificate with the key that signs what it issues. */
export interface TestIssuer {
  cert: string;
  privateKey: string;
}

/** Certificate mode's files for a test, with the keys behind them. */
export interface AlipayTestCertificates {
  /** The app's key pair: its certificate is `certificates.appCert`. */
  app: PemKeyPair;
  /** Alipay's key pair: its certificate is `certificates.alipayPublicCert`. */
  alipay: PemKeyPair;
  /** The root that issued both, to issue others with. */
  root: TestIssuer;
  certificates: AlipayCertificates;
}

const subject = (commonName: string) => [
  { name: 'countryName', value: 'CN' },
  { name: 'organizationName', value: 'Atelier Test CA' },
  { name: 'commonName', value: commonName },
];

async function rootCertificate(
  commonName: string,
  options: { keyType: 'rsa' | 'ec'; algorithm: 'sha1' | 'sha256' },
): Promise<TestIssuer> {
  const made = await selfSigned(subject(commonName), {
    ...options,
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ],
  });
  return { cert: made.cert, privateKey: made.private };
}

/** A certificate for `keys` issued by `issuer`, as Alipay's CA issues the app's and its own. */
export async function issueCertificate(
  commonName: string,
  keys: PemKeyPair,
  issuer: TestIssuer,
): Promise<string> {
  const { cert } = await selfSigned(subject(commonName), {
    keyPair: keys,
    algorithm: 'sha256',
    ca: { key: issuer.privateKey, cert: issuer.cert },
    extensions: [{ name: 'basicConstraints', cA: false }],
  });
  return cert;
}

/**
 * Fresh certificates as Alipay hands them out: the app's and Alipay's issued by an RSA root, and
 * a root file of several roots (an older SHA-1 one, that RSA root, and an elliptic-curve one that
 * counts for no SN), concatenated.
 */
export async function alipayTestCertificates(): Promise<AlipayTestCertificates> {
  const app = rsaKeyPair();
  const alipay = rsaKeyPair();
  const [older, root, elliptic] = await Promise.all([
    rootCertificate('Atelier Test Root', { keyType: 'rsa', algorithm: 'sha1' }),
    rootCertificate('Atelier Test Root R1', { keyType: 'rsa', algorithm: 'sha256' }),
    rootCertificate('Atelier Test Root E1', { keyType: 'ec', algorithm: 'sha256' }),
  ]);
  const [appCert, alipayCert] = await Promise.all([
    issueCertificate('Atelier Test App', app, root),
    issueCertificate('Alipay Test Public Certificate', alipay, root),
  ]);
  return {
    app,
    alipay,
    root,
    certificates: {
      appCert,
      // A certificate file may carry its issuer after it; the first certificate is the one.
      alipayPublicCert: `${alipayCert}\n${root.cert}`,
      alipayRootCert: [older.cert, root.cert, elliptic.cert].join('\n'),
    },
  };
}
