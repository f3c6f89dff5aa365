/** What other parts of the app may use from the consultations feature (the profile lists the client's). */
export { ConsultationProfileForm } from './components/consultation-profile-form';
export { MyConsultations } from './components/my-consultations';
