/**
 * Every studio page, behind one dynamic import: the route table (in the first load of /about)
 * then carries one import and its preload list instead of eight.
 */
export { ConnectionRoute } from './connection';
export { CoreTeamRoute } from './core-team';
export { FounderRoute } from './founder';
export { GalleryRoute } from './gallery';
export { StoryRoute } from './story';
export { SuperIndividualRoute } from './super-individual';
