/** The sandbox payment provider's hosted pages (modules/sandbox). */
export { sandboxRoutes } from './sandbox.routes';
