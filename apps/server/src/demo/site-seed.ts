import type { FileStorage } from '../storage/file-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Services } from '../services';
import { storeJobPosition } from '../modules/hiring/hiring-store';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { drawArtwork } from './artwork';
import { drawPerson, type Hairstyle } from './portrait';
import { artists } from './demo-artists';
import {
  gallery,
  mrExperiences,
  processes,
  team,
  technologies,
  type Art,
  type GalleryWorkSeed,
  type Pair,
} from './demo-site';
import { positions } from './demo-site-jobs';
import { news } from './demo-site-news';
import { founder, founderPerson, storyPages } from './demo-site-story';
import { richTexts } from './demo-site-texts';
import { writeSeedFile } from './seed-files';

/** Sizes fit for each place a picture is shown. */
const HERO: Size = [1600, 900];
const CARD: Size = [800, 600];
const PORTRAIT: Size = [600, 750];
type Size = [width: number, height: number];

const both = ([zh, en]: Pair) => ({ 'zh-cn': zh, en });

/** A Beijing date as epoch milliseconds, never later than now. */
const dated = (date: string, now: number) => Math.min(now, Date.parse(`${date}T10:00:00+08:00`));

/**
 * Seeds the studio's public pages (story pages, founder, gallery, team, processes,
 * technologies, news, rich texts, MR experiences) and join-us. Each part has its own mark, so a
 * database seeded before these pages existed gets them on its next start, and a seeded one is
 * left alone: the founder setting, written last, marks the pages; any position marks join-us.
 */
export async function seedSite(
  db: Kysely<Database>,
  services: Services,
  files: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  await seedPages(services, files, log);
  await seedJobs(db, log, services.clock);
}

async function seedPages(
  services: Services,
  files: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await services.settings.get('founder')) return;
  const now = services.clock.now();
  const draw = (name: string, [seed, style]: Art, [width, height]: Size) =>
    writeSeedFile(files, `${name}.svg`, drawArtwork(seed, style, width, height));
  /** One picture per item, numbered from 1 in the items' order. */
  const drawEach = (name: string, items: ReadonlyArray<{ art: Art }>, size: Size) =>
    Promise.all(items.map((item, i) => draw(`${name}-${i + 1}`, item.art, size)));

  const pages = await Promise.all(
    storyPages.map(async (p) => ({
      ...p,
      image: await draw(`story-${p.page}`, p.art, HERO),
      sectionImages: await drawEach(`story-${p.page}`, p.sections, CARD),
    })),
  );
  const works = await Promise.all(
    gallery.map(async (g, i) => {
      const work = galleryWork(g);
      const [width, height] = g.size ?? shapeOf(work.art[0]);
      return {
        ...work,
        width,
        height,
        image: await draw(`gallery-${i + 1}`, work.art, [width, height]),
      };
    }),
  );
  const person = (name: string, [seed, hair]: [number, Hairstyle]) =>
    writeSeedFile(files, `${name}.svg`, drawPerson(seed, ...PORTRAIT, hair));
  const photos = await Promise.all(team.map((m, i) => person(`team-${i + 1}`, [m.art[0], m.hair])));
  const portrait = await person('founder', founderPerson);
  const processImages = await drawEach('process', processes, HERO);
  const technologyImages = await drawEach('technology', technologies, HERO);
  const newsImages = await drawEach('news', news, HERO);
  const mrImages = await drawEach('mr', mrExperiences, CARD);

  await services.contentStore.transaction(async (store) => {
    for (const p of pages) {
      await store.storyPage(p.page, {
        title: both(p.title),
        lead: both(p.lead),
        body: both(p.body),
        image: p.image,
        sections: p.sections.map((s, i) => ({
          title: both(s.title),
          subtitle: both(s.subtitle),
          summary: both(s.summary),
          image: p.sectionImages[i] ?? '',
        })),
      });
    }
    for (const [i, w] of works.entries()) {
      await store.galleryWork({
        title: both(w.title),
        artist: both(w.artist),
        year: w.year,
        medium: both(w.medium),
        description: both(w.description),
        image: w.image,
        width: w.width,
        height: w.height,
        sort: i,
      });
    }
    for (const [i, m] of team.entries()) {
      await store.teamMember({
        name: both(m.name),
        role: both(m.role),
        bio: both(m.bio),
        photo: photos[i] ?? '',
        joined_year: m.joined,
        sort: i,
      });
    }
    for (const [i, p] of processes.entries()) {
      await store.process({
        title: both(p.title),
        summary: both(p.summary),
        duration: both(p.duration),
        content: both(p.content),
        image: processImages[i] ?? '',
        steps: p.steps.map((s) => ({ title: both(s.title), text: both(s.text) })),
        sort: i,
      });
    }
    for (const [i, t] of technologies.entries()) {
      await store.technology({
        title: both(t.title),
        summary: both(t.summary),
        tags: { 'zh-cn': t.tags[0], en: t.tags[1] },
        content: both(t.content),
        image: technologyImages[i] ?? '',
        sort: i,
      });
    }
    for (const [i, n] of news.entries()) {
      await store.news({
        category: both(n.category),
        title: both(n.title),
        summary: both(n.summary),
        content: both(n.content),
        image: newsImages[i] ?? '',
        published_at: dated(n.date, now),
      });
    }
    for (const r of richTexts) {
      await store.richText(r.key, {
        title: both(r.title),
        content: both(r.content),
        updated_at: dated(r.updated, now),
      });
    }
    for (const [i, m] of mrExperiences.entries()) {
      await store.mrExperience({
        title: both(m.title),
        summary: both(m.summary),
        location: both(m.location),
        open_hours: both(m.openHours),
        duration_minutes: m.minutes,
        image: mrImages[i] ?? '',
        sort: i,
      });
    }
    // Written last: its presence is what marks the pages as seeded.
    await store.founder({ ...founder, portrait });
  });
  log.info(
    `seeded the studio's pages: ${works.length} gallery works, ${news.length} news articles`,
  );
}

async function seedJobs(db: Kysely<Database>, log: FastifyBaseLogger, clock: Clock): Promise<void> {
  if (await db.selectFrom('job_positions').select('id').limit(1).executeTakeFirst()) return;
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    for (const p of positions) {
      await storeJobPosition(trx, {
        kind: p.kind,
        title: both(p.title),
        department: both(p.department),
        city: both(p.city),
        summary: both(p.summary),
        description: both(p.description),
        requirements: both(p.requirements),
        headcount: p.headcount,
        open: p.open,
        published_at: dated(p.date, now),
        questions: p.questions.map((q) => ({
          kind: q.kind,
          title: both(q.title),
          required: q.required,
          options: q.options?.map(both),
        })),
      });
    }
  });
  log.info(`seeded join-us: ${positions.length} positions`);
}

/** A gallery work's title, year, medium and picture come from its artist's page. */
function galleryWork(g: GalleryWorkSeed) {
  const artist = artists.find((a) => a.key === g.artist);
  const work = artist?.works.find((w) => w.title[1] === g.work);
  if (!artist || !work) throw new Error(`the gallery names an unknown work: ${g.work}`);
  return {
    title: work.title,
    artist: artist.name,
    year: work.year,
    medium: work.medium,
    description: g.description,
    art: work.art,
  };
}

/** Landscape, portrait or square as the seed falls: the shape the artist's page draws it in. */
function shapeOf(seed: number): Size {
  const shapes: Size[] = [
    [1200, 900],
    [900, 1200],
    [1000, 1000],
  ];
  return shapes[seed % 3] ?? [1200, 900];
}
