/**
 * A page opened as staff's preview of unpublished drafts (`?preview=1`, from the console's
 * Preview button). Its reads ask for the drafts; the server ignores the flag for anyone else.
 */
export const inPreview = (): boolean =>
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('preview') === '1';

/** The flag a studio page's read sends, and keys its cache by, in a preview. */
export const previewFlag = (): { preview?: true } => (inPreview() ? { preview: true } : {});
