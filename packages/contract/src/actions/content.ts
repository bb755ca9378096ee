import { z } from 'zod';
import { RICH_TEXT_KEYS } from '../formats';
import { flag, id, isoTime, pageInput, pageOf } from '../fields';

/**
 * Staff with the `content` permission may ask for a page as it will look once every saved draft
 * is published (unpublished items and scheduled news included); for anyone else it is ignored.
 */
export const previewInput = z.object({
  preview: flag.optional().describe('Show saved drafts as if published (content staff only)'),
});

/** Rich text on the wire is HTML sanitised when stored; the web sanitises it again to render. */
const html = z.string().describe('Sanitised HTML');

/** The head of a studio page and its sections: BUSINESS, Idea and city are built of these. */
const storyPage = z.object({
  title: z.string(),
  lead: z.string(),
  body: html,
  image: z.string(),
  sections: z.array(
    z.object({
      id,
      title: z.string(),
      subtitle: z.string(),
      summary: z.string(),
      image: z.string(),
    }),
  ),
});

export const business = {
  summary: "The studio's lines of business",
  input: previewInput,
  output: storyPage,
};

export const idea = {
  summary: 'What the studio believes in and works by',
  input: previewInput,
  output: storyPage,
};

export const city = {
  summary: 'The city the studio lives in, and its places there',
  input: previewInput,
  output: storyPage,
};

export const founder = {
  summary: "The studio's founder",
  input: previewInput,
  output: z.object({
    name: z.string(),
    title: z.string(),
    portrait: z.string(),
    quote: z.string(),
    bio: html,
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    timeline: z.array(z.object({ year: z.number().int(), text: z.string() })),
  }),
};

export const galleryWork = z.object({
  id,
  title: z.string(),
  artist: z.string(),
  year: z.number().int(),
  medium: z.string(),
  description: z.string(),
  image: z.string(),
  width: z.number().int().describe('Pixels of the image, so the page can lay it out first'),
  height: z.number().int(),
});

export const gallery = {
  summary: "Works shown in the studio's gallery, paged, in display order",
  input: pageInput.extend(previewInput.shape),
  output: pageOf(galleryWork),
};

export const coreTeam = {
  summary: "The studio's core team, in display order",
  input: previewInput,
  output: z.array(
    z.object({
      id,
      name: z.string(),
      role: z.string(),
      bio: z.string(),
      photo: z.string(),
      joined_year: z.number().int(),
    }),
  ),
};

const processCard = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  duration: z.string().describe('How long the process takes, in words'),
  step_count: z.number().int(),
});

export const process = {
  summary: 'How a work is made at the studio, process by process',
  input: previewInput,
  output: z.array(processCard),
};

export const processInfo = {
  summary: 'One process with its steps',
  input: z.object({ id }).extend(previewInput.shape),
  output: processCard.extend({
    content: html,
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
};

const technologyCard = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
});

export const technology = {
  summary: 'The technologies the studio builds with',
  input: previewInput,
  output: z.array(technologyCard),
};

export const technologyInfo = {
  summary: 'One technology in full',
  input: z.object({ id }).extend(previewInput.shape),
  output: technologyCard.extend({ content: html }),
};

const newsCard = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  image: z.string(),
  published_at: isoTime,
});

export const newsList = {
  summary: 'News of the studio, newest first, paged',
  input: pageInput.extend(previewInput.shape),
  output: pageOf(newsCard),
};

export const newsInfo = {
  summary: 'One news article, with its neighbours for reading on',
  input: z.object({ id }).extend(previewInput.shape),
  output: newsCard.extend({
    content: html,
    previous: z.object({ id, title: z.string() }).nullable().describe('The next older article'),
    next: z.object({ id, title: z.string() }).nullable().describe('The next newer article'),
  }),
};

export const richText = {
  summary: 'A text the studio keeps: agreement, privacy policy, convention, rules, about texts',
  input: z.object({ key: z.enum(RICH_TEXT_KEYS) }).extend(previewInput.shape),
  output: z.object({
    key: z.enum(RICH_TEXT_KEYS),
    title: z.string(),
    content: html,
    updated_at: isoTime,
  }),
};

export const mr = {
  summary: "The studio's mixed-reality experiences",
  input: previewInput,
  output: z.array(
    z.object({
      id,
      title: z.string(),
      summary: z.string(),
      image: z.string(),
      location: z.string(),
      duration_minutes: z.number().int(),
      open_hours: z.string(),
    }),
  ),
};
