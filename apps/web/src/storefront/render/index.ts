/**
 * The storefront's page renderers: the builder's canvas (features/decoration) and the H5
 * storefront page render decorated pages with these. Plain React and one small stylesheet.
 */
export { BottomNav } from './BottomNav.tsx';
export { ComponentView, type ComponentViewProps } from './ComponentView.tsx';
export { makeEnv, RenderContext, type RenderMode } from './context.ts';
export { PageRenderer, type PageRendererProps } from './PageRenderer.tsx';
export { SafeHtml } from './SafeHtml.tsx';
