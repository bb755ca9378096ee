import { renderRoute } from '@/shared/testing/render-route';

/** Renders a page of this feature at `at`; see `renderRoute`. */
export const renderAuth = renderRoute;
