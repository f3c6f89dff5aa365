/** What other parts of the app may use from the operations feature (the operator's dashboard). */
export { default as OpsPage } from './ops-page';
