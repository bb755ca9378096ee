import { z } from 'zod';
import type { ActionOutput, ActionParams, Lang, StoryPage } from '@atelier/contract';
import { pageFrom } from '../../db/paged-list';
import { AppError } from '../../errors';
import { localized, localizedList, pick } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import type { SettingsRepository } from '../settings/settings-repository';
import type { ContentRepository } from './content-repository';
import { fillPolicyFigures, type PolicyFigures } from './policy-figures';

type TechnologyRow = Awaited<ReturnType<ContentRepository['technologies']>>[number];
type ProcessRow = Awaited<ReturnType<ContentRepository['processes']>>[number];
type NewsRow = Awaited<ReturnType<ContentRepository['newsPage']>>['rows'][number];

const tagList = z.array(z.string());

type CardRow = { id: number; image: string } & Record<
  'title_zh' | 'title_en' | 'summary_zh' | 'summary_en',
  string
>;

/** What every card of these pages shows: processes, technologies, news and MR experiences. */
function card(row: CardRow, lang: Lang) {
  return {
    id: row.id,
    title: localized(row, 'title', lang),
    summary: localized(row, 'summary', lang),
    image: row.image,
  };
}

function technologyCard(row: TechnologyRow, lang: Lang) {
  return { ...card(row, lang), tags: localizedList(row, 'tags', lang, tagList) };
}

function processCard(row: Omit<ProcessRow, 'step_count'>, stepCount: number, lang: Lang) {
  return { ...card(row, lang), duration: localized(row, 'duration', lang), step_count: stepCount };
}

function newsCard(row: NewsRow, lang: Lang) {
  return {
    ...card(row, lang),
    category: localized(row, 'category', lang),
    published_at: toIso(row.published_at),
  };
}

/**
 * `now` says which news is out: the clock's time, or the end of time for a preview. `figures`
 * fill the placeholders of kept texts (the privacy policy's cooling-off days and the like).
 */
export function contentService(
  repo: ContentRepository,
  settings: SettingsRepository,
  now: () => number,
  figures: PolicyFigures,
) {
  return {
    async storyPage(page: StoryPage, lang: Lang): Promise<ActionOutput<StoryPage>> {
      const found = await repo.storyPage(page);
      if (!found) throw new AppError('pageNotPublished');
      const { head, sections } = found;
      return {
        title: localized(head, 'title', lang),
        lead: localized(head, 'lead', lang),
        body: localized(head, 'body', lang),
        image: head.image,
        sections: sections.map((s) => ({
          id: s.id,
          title: localized(s, 'title', lang),
          subtitle: localized(s, 'subtitle', lang),
          summary: localized(s, 'summary', lang),
          image: s.image,
        })),
      };
    },

    async founder(lang: Lang): Promise<ActionOutput<'founder'>> {
      const f = await settings.get('founder');
      if (!f) throw new AppError('pageNotPublished');
      return {
        name: pick(f.name, lang),
        title: pick(f.title, lang),
        portrait: f.portrait,
        quote: pick(f.quote, lang),
        bio: pick(f.bio, lang),
        facts: f.facts.map((fact) => ({
          label: pick(fact.label, lang),
          value: pick(fact.value, lang),
        })),
        timeline: f.timeline.map((m) => ({ year: m.year, text: pick(m.text, lang) })),
      };
    },

    async gallery(
      { page, limit }: ActionParams<'gallery'>,
      lang: Lang,
    ): Promise<ActionOutput<'gallery'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.galleryPage(offset, limit),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            title: localized(row, 'title', lang),
            artist: localized(row, 'artist', lang),
            year: row.year,
            medium: localized(row, 'medium', lang),
            description: localized(row, 'description', lang),
            image: row.image,
            width: row.width,
            height: row.height,
          })),
      );
    },

    async coreTeam(lang: Lang): Promise<ActionOutput<'coreTeam'>> {
      const rows = await repo.team();
      return rows.map((row) => ({
        id: row.id,
        name: localized(row, 'name', lang),
        role: localized(row, 'role', lang),
        bio: localized(row, 'bio', lang),
        photo: row.photo,
        joined_year: row.joined_year,
      }));
    },

    async processes(lang: Lang): Promise<ActionOutput<'process'>> {
      const rows = await repo.processes();
      return rows.map((row) => processCard(row, Number(row.step_count), lang));
    },

    async process(
      { id }: ActionParams<'processInfo'>,
      lang: Lang,
    ): Promise<ActionOutput<'processInfo'>> {
      const found = await repo.process(id);
      if (!found) throw new AppError('processNotFound');
      const { row, steps } = found;
      return {
        ...processCard(row, steps.length, lang),
        content: localized(row, 'content', lang),
        steps: steps.map((s) => ({
          title: localized(s, 'title', lang),
          text: localized(s, 'text', lang),
        })),
      };
    },

    async technologies(lang: Lang): Promise<ActionOutput<'technology'>> {
      const rows = await repo.technologies();
      return rows.map((row) => technologyCard(row, lang));
    },

    async technology(
      { id }: ActionParams<'technologyInfo'>,
      lang: Lang,
    ): Promise<ActionOutput<'technologyInfo'>> {
      const row = await repo.technology(id);
      if (!row) throw new AppError('technologyNotFound');
      return { ...technologyCard(row, lang), content: localized(row, 'content', lang) };
    },

    async newsList(
      { page, limit }: ActionParams<'newsList'>,
      lang: Lang,
    ): Promise<ActionOutput<'newsList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.newsPage(offset, limit, now()),
        (rows) => rows.map((row) => newsCard(row, lang)),
      );
    },

    async news({ id }: ActionParams<'newsInfo'>, lang: Lang): Promise<ActionOutput<'newsInfo'>> {
      const time = now();
      const row = await repo.news(id, time);
      if (!row) throw new AppError('newsNotFound');
      const { previous, next } = await repo.newsNeighbours(row, time);
      const link = (n: typeof previous) =>
        n ? { id: n.id, title: localized(n, 'title', lang) } : null;
      return {
        ...newsCard(row, lang),
        content: localized(row, 'content', lang),
        previous: link(previous),
        next: link(next),
      };
    },

    async richText(
      { key }: ActionParams<'richText'>,
      lang: Lang,
    ): Promise<ActionOutput<'richText'>> {
      const row = await repo.richText(key);
      if (!row) throw new AppError('richTextNotFound');
      return {
        key,
        title: localized(row, 'title', lang),
        content: fillPolicyFigures(localized(row, 'content', lang), figures),
        updated_at: toIso(row.updated_at),
      };
    },

    async mr(lang: Lang): Promise<ActionOutput<'mr'>> {
      const rows = await repo.mrExperiences();
      return rows.map((row) => ({
        ...card(row, lang),
        location: localized(row, 'location', lang),
        duration_minutes: row.duration_minutes,
        open_hours: localized(row, 'open_hours', lang),
      }));
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
