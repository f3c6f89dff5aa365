/** What other parts of the app may use from the nutrition feature (the dashboard shows the customer's home). */
export { CustomerHome } from './customer-home';
