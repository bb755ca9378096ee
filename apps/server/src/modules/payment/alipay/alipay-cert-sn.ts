import { createHash, X509Certificate } from 'node:crypto';

/**
 * The certificate serial numbers of Alipay's certificate mode, as Alipay documents them: md5 of a
 * certificate's issuer DN (RFC 2253 order, last RDN first, `,` between them) followed by its
 * serial number in decimal. Written apart from alipay-sdk's own (which parses with @fidm/x509) so
 * the fake gateway can check what the SDK sends.
 */

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g;

/** Each certificate of a PEM file, in order; a file of Alipay's may hold a chain. */
export function pemCertificates(text: string): string[] {
  return text.match(PEM_CERTIFICATE) ?? [];
}

/** The SN of a certificate file's first certificate (app_cert_sn, alipay_cert_sn). */
export function certSn(pem: string): string {
  const certificate = new X509Certificate(pemCertificates(pem)[0] ?? pem);
  // Node lists the issuer's RDNs one a line, in the certificate's order; the DN reads them reversed.
  const issuer = certificate.issuer.split('\n').reverse().join(',');
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return createHash('md5').update(`${issuer}${serial}`, 'utf8').digest('hex');
}

/** A DER element's content, from its header at `at`. */
function derElement(der: Buffer, at: number): { start: number; end: number } {
  const first = der.readUInt8(at + 1);
  if (first < 0x80) return { start: at + 2, end: at + 2 + first };
  const bytes = first & 0x7f;
  const length = der.readUIntBE(at + 2, bytes);
  return { start: at + 2 + bytes, end: at + 2 + bytes + length };
}

/** pkcs-1 (1.2.840.113549.1.1), the arc of sha256WithRSAEncryption, sha1WithRSAEncryption and the like. */
const RSA_SIGNATURE_ARC = Buffer.from([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01]);

/** Whether a certificate is signed with RSA: its signatureAlgorithm, after tbsCertificate. */
function rsaSigned(certificate: X509Certificate): boolean {
  const der = certificate.raw;
  const tbs = derElement(der, derElement(der, 0).start);
  const algorithm = derElement(der, tbs.end);
  const oid = derElement(der, algorithm.start);
  return der
    .subarray(oid.start, oid.end)
    .subarray(0, RSA_SIGNATURE_ARC.length)
    .equals(RSA_SIGNATURE_ARC);
}

/**
 * alipay_root_cert_sn: the SNs of the root file's RSA-signed certificates joined by `_`; its
 * elliptic-curve ones are left out, as Alipay leaves them.
 */
export function rootCertSn(pem: string): string {
  return pemCertificates(pem)
    .filter((text) => rsaSigned(new X509Certificate(text)))
    .map(certSn)
    .join('_');
}
