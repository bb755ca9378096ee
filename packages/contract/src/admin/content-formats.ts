/**
 * What the console edits of the studio's site. Singletons have fixed keys (a story page's name,
 * a rich text's key); the others are lists whose key is the item's id.
 */
export const CONTENT_SINGLETONS = ['company', 'founder', 'story', 'richText'] as const;
export const CONTENT_LISTS = [
  'gallery',
  'team',
  'process',
  'technology',
  'mr',
  'news',
  'link',
] as const;
export const CONTENT_KINDS = [...CONTENT_SINGLETONS, ...CONTENT_LISTS] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentListKind = (typeof CONTENT_LISTS)[number];

/** Lists shown in an order staff set; news reads newest first instead. */
export const ORDERED_CONTENT = ['gallery', 'team', 'process', 'technology', 'mr', 'link'] as const;
export type OrderedContentKind = (typeof ORDERED_CONTENT)[number];

/** A list's items can be unpublished, deleted and created; a singleton is always on the site. */
export const isContentList = (kind: ContentKind): kind is ContentListKind =>
  (CONTENT_LISTS as readonly string[]).includes(kind);

export const isOrderedContent = (kind: ContentKind): kind is OrderedContentKind =>
  (ORDERED_CONTENT as readonly string[]).includes(kind);

/** Every content write names its kind in the audit trail. */
export const CONTENT_AUDIT_TARGETS = [
  'content_company',
  'content_founder',
  'content_story',
  'content_richText',
  'content_gallery',
  'content_team',
  'content_process',
  'content_technology',
  'content_mr',
  'content_news',
  'content_link',
] as const satisfies readonly `content_${ContentKind}`[];

/** Long texts (HTML from the editor) are capped where a page would stop being a page. */
export const RICH_TEXT_MAX = 200_000;

/** Where a list item stands: a draft is not on the site; scheduled news is published later. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
