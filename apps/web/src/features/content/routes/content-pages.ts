// The studio's content pages travel as one download: one entry in the route table that every
// first load carries, instead of one per page.
export { MrExperienceRoute } from './mr-experience';
export { NewsDetailRoute } from './news-detail';
export { NewsRoute } from './news';
export { ProcessDetailRoute } from './process-detail';
export { ProcessRoute } from './process';
export { RichTextRoute } from './rich-text';
export { TechnologyDetailRoute } from './technology-detail';
export { TechnologyRoute } from './technology';
