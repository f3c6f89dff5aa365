/** What other parts of the app may use from the consultations feature (the profile lists the client's). */
export { MyConsultations } from './components/my-consultations';
