export { lockOrder, moveOrder, recordEvent } from './transitions.ts';
export { orderDeskRoutes } from './desk/routes.ts';
