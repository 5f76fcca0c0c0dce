export { orderDeskRoutes } from './desk/routes.ts';
export { lockOrder, moveOrder, recordEvent } from './transitions.ts';
