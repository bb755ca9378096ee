import '../locales/register';

/** /appraisalCertificate: an owner's printable certificate. Being built. */
export function CertificateRoute() {
  return null;
}
