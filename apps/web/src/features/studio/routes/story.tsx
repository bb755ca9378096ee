import '../locales/register';
import type { StoryPage } from '@atelier/contract/formats';
import { useTranslation } from 'react-i18next';
import { hasText } from '@/shared/ui/rich-text';
import { paths } from '@/shared/config/paths';
import { useStoryPage, type Story } from '../api/get-story-page';
import { StoryView } from '../components/story-view';
import { StudioEmpty, StudioError, StudioSkeleton } from '../components/studio-states';
import { studioNamespace } from '../locales/register';

/** Where each story page leads on to: business → idea → city → a visit. */
const nextPage = { business: 'idea', idea: 'city', city: 'connection' } as const;

export function isStoryEmpty(story: Story): boolean {
  return !story.title.trim() && !hasText(story.body) && story.sections.length === 0;
}

/** /BUSINESS, /Idea and /city: one page, configured by the route it is mounted at. */
export function StoryRoute({ page }: { page: StoryPage }) {
  const { t } = useTranslation(studioNamespace);
  const story = useStoryPage(page);
  const name = t(`story.${page}.page`);

  if (story.isPending) return <StudioSkeleton page={name} />;
  if (story.isError) return <StudioError page={name} onRetry={() => void story.refetch()} />;
  if (isStoryEmpty(story.data)) return <StudioEmpty title={t(`story.${page}.emptyTitle`)} />;

  return (
    <StoryView
      story={story.data}
      eyebrow={t(`story.${page}.eyebrow`)}
      next={{ to: paths[nextPage[page]].href(), title: t(`story.${page}.nextTitle`) }}
    />
  );
}
