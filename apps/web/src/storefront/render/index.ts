/**
 * The storefront's page renderers: the builder's canvas (features/decoration) and the H5
 * storefront page render decorated pages with these. Plain React and one small stylesheet.
 */
export { BottomNav } from './BottomNav.tsx';
export { makeEnv, RenderContext } from './context.ts';
export { PageRenderer } from './PageRenderer.tsx';
export { SafeHtml } from './SafeHtml.tsx';
