/** What other parts of the app may use from the logistics feature (the dashboard composes KitFlow). */
export { default as KitFlow } from './kit-flow';
