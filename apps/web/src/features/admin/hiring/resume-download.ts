import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import { appConfig } from '@/shared/config/app-config';
import { getLang } from '@/shared/i18n/i18n';
import { getToken } from '@/shared/session/session-store';

/** The file name the server gave in its Content-Disposition, the applicant's own when present. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * Fetches an application's résumé with the staff member's session (it has no public URL) and
 * hands it to the browser as a download. Resolves with the refusal's message when refused.
 */
export async function downloadResume(applicationId: number): Promise<string | null> {
  const url = `${appConfig.apiBase}${APPLICATION_RESUME_PATH}?id=${applicationId}&lang=${getLang()}`;
  const response = await fetch(url, {
    headers: { [appConfig.tokenHeader]: `${appConfig.tokenPrefix}${getToken()}` },
  });
  if (!response.headers.get('content-type')?.startsWith('application/pdf')) {
    const body = (await response.json().catch(() => ({}))) as { msg?: string };
    return body.msg ?? response.statusText;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(
    response.headers.get('content-disposition'),
    `resume-${applicationId}.pdf`,
  );
  link.click();
  URL.revokeObjectURL(link.href);
  return null;
}
