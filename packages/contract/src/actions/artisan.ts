import { z } from 'zod';
import { flag, id, isoTime, pageInput, pageOf } from '../fields';

/** An artwork of the studio's showcase. */
export const artwork = z.object({
  id,
  title: z.string(),
  image: z.string(),
  year: z.number().int(),
  medium: z.string(),
  description: z.string(),
  artisan: z.object({ id, name: z.string() }),
});

export const art = {
  summary: 'The studio’s artworks showcase, newest first',
  input: pageInput.extend({ artisan_id: id.optional() }),
  output: pageOf(artwork),
};

/** A creator as lists show them. */
export const artisanCard = z.object({
  id,
  name: z.string(),
  title: z.string().describe('What they do, e.g. "Generative artist"'),
  avatar: z.string(),
  cover: z.string(),
  intro: z.string().describe('One line'),
  city: z.string(),
  like_count: z.number().int(),
  follower_count: z.number().int(),
  works_count: z.number().int(),
});

export const artisan = {
  summary: 'The studio’s artists, in display order',
  input: pageInput,
  output: pageOf(artisanCard),
};

export const myArtisanInfo = {
  summary: 'One artist: bio, works, counts and the signed-in user’s like and follow',
  input: z.object({ id }),
  output: artisanCard.extend({
    bio: z.string().describe('Plain text, paragraphs separated by blank lines'),
    works: z.array(artwork.omit({ artisan: true })),
    is_liked: z.boolean(),
    is_followed: z.boolean(),
  }),
};

export const artisanLike = {
  summary: 'Likes an artist or takes the like back',
  input: z.object({
    artisan_id: id,
    liked: flag.optional().describe('The state wanted; without it the like toggles'),
  }),
  output: z.object({ liked: z.boolean(), like_count: z.number().int() }),
};

export const artisanCollection = {
  summary: 'Follows an artist or unfollows them',
  input: z.object({
    artisan_id: id,
    followed: flag.optional().describe('The state wanted; without it the follow toggles'),
  }),
  output: z.object({ followed: z.boolean(), follower_count: z.number().int() }),
};

export const myArtisan = {
  summary: 'The artists the signed-in user follows, most recently followed first',
  input: pageInput,
  output: pageOf(artisanCard.extend({ followed_at: isoTime })),
};
