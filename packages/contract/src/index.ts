export * from './codes';
export * from './permissions';
export * from './routes';
export * from './registry';
export * as fields from './fields';
export { bannerPositions } from './actions/site';
export * from './formats';
export { profile } from './actions/account';
export * from './admin/catalog-formats';
