import type { Lang } from '@atelier/contract';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import type { PrivacyTables } from '../../db/tables/privacy';
import { toIso } from '../../lib/time';
import { personalDataPage } from './data-export-page';
import { collectPersonalData, type ArchiveData } from './personal-data';

/** Where résumés are kept (the hiring module's store). */
export interface ResumeFiles {
  open(file: string): Promise<{ stream: AsyncIterable<Buffer> } | undefined>;
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `resumes/<application>-<name>.pdf`: unique in the zip, and the name the applicant gave. */
function resumePath(applicationId: number, name: string): string {
  const base = name.replace(/[/\\]/g, '_').replace(/\.pdf$/i, '');
  return `resumes/${applicationId}-${base}.pdf`;
}

/**
 * One customer's archive: `data.json` (everything, machine-readable, times in UTC), `index.html`
 * (the same, readable, in `lang`, times on the shop's clock) and their résumés. A résumé whose file is gone from the disk is listed
 * without a file rather than failing the whole archive.
 */
export async function buildPersonalArchive(
  db: Kysely<PrivacyTables>,
  resumes: ResumeFiles,
  userId: number,
  { lang, now, timeZone }: { lang: Lang; now: number; timeZone: string },
): Promise<Uint8Array> {
  const raw = await collectPersonalData(db, userId, lang);
  const files: Zippable = {};
  const applications = [];
  for (const application of raw.applications) {
    if (!application.resume) {
      applications.push({ ...application, resume: null });
      continue;
    }
    const { file, ...resume } = application.resume;
    const opened = await resumes.open(file);
    let archiveFile: string | null = null;
    if (opened) {
      archiveFile = resumePath(application.id, resume.name);
      // PDFs are compressed already.
      files[archiveFile] = [await readAll(opened.stream), { level: 0 }];
    }
    applications.push({ ...application, resume: { ...resume, archive_file: archiveFile } });
  }
  const generatedAt = toIso(now);
  const data: ArchiveData = { ...raw, applications };
  files['data.json'] = strToU8(
    JSON.stringify({ generated_at: generatedAt, language: lang, ...data }, null, 2),
  );
  files['index.html'] = strToU8(personalDataPage(data, { lang, generatedAt, timeZone }));
  return zipSync(files, { mtime: new Date(now) });
}
