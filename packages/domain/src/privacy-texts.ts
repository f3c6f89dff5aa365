import { signupConsentTexts } from './signup-consent-texts';

/** How long the "Eliminar mi cuenta" link works. */
export const DELETE_ACCOUNT_LINK_HOURS = 24;
/** How long accounting records (orders, payments, invoices, commissions) are kept, anonymised. */
export const ACCOUNTING_RETENTION_YEARS = 5;

export const privacyTexts = {
  geneticDataConsent:
    'Acepto los términos y condiciones y doy mi consentimiento expreso para que NutriTest trate mis datos de salud y mis datos genéticos con el único fin de darme mis resultados nutrigenéticos (Ley 18.331).',
  signupConsentNote: signupConsentTexts.signupConsentNote,
  shareNutritionistConsent:
    'Compartir mis resultados genéticos con mi nutricionista vinculada, para que pueda verlos y descargarlos.',
  termsOutdated: signupConsentTexts.termsOutdated,
  geneticDataNotRevocable:
    'El consentimiento para tratar tus datos genéticos se retira eliminando tu cuenta, desde "Eliminar mi cuenta".',
  noNutritionist: 'No tenés una nutricionista vinculada.',
  apoeTitle: 'Resultado de APOE (colesterol LDL)',
  apoeExplanation:
    'Uno de tus resultados, el del colesterol LDL, se calcula con el gen APOE. Ese mismo gen permite saber si tenés una o dos copias de la variante ε4, que se asocia a un riesgo mayor de enfermedad de Alzheimer. Es una predisposición, no una certeza: muchas personas con ε4 nunca la desarrollan y otras sin ε4 sí. Si preferís no saberlo, no hace falta que lo actives: el resto de tus resultados no cambia.',
  apoeWhatYouSee:
    'Si lo activás, vas a ver el resultado de colesterol LDL y lípidos con tus genotipos de APOE (en la web, en el PDF y en las recomendaciones de alimentos), y también tu nutricionista si compartís tus resultados con ella. Podés desactivarlo cuando quieras.',
  apoeConsent: 'Quiero ver mis resultados basados en APOE, sabiendo que pueden mostrar un riesgo mayor de Alzheimer.',
  apoeGranted: 'Estás viendo tus resultados basados en APOE. Podés ocultarlos cuando quieras.',
  apoeHidden: 'Tus resultados basados en APOE están ocultos para vos y para tu nutricionista.',
  apoeAdvice: 'Si te preocupa lo que puedas saber, hablalo antes con tu médico o con un asesor genético.',
  apoeExportNotice:
    ' Incluye tus genotipos de APOE (rs429358 y rs7412) aunque no hayas activado esos resultados: permiten deducir el riesgo de Alzheimer.',
  shareRevokedForNutritionist: 'Este paciente no comparte sus resultados con vos en este momento.',
  deletionRequested:
    'Te enviamos un correo con el enlace para confirmar la eliminación. Vence en 24 horas y sirve una sola vez.',
  deletionDone: 'Tu cuenta fue eliminada. Gracias por haber confiado en NutriTest.',
  deletionWrongPassword: 'La contraseña no es correcta.',
  deletionRoleViaSupport:
    'Las cuentas de nutricionistas y empresas se eliminan con ayuda del equipo: escribinos a soporte y lo resolvemos juntos.',
  deletionBlockedConsultation: (when: string) =>
    `Tenés una consulta pagada para el ${when}. Eliminá tu cuenta después de la consulta, o escribinos para cancelarla.`,
  deletionBlockedMeals: (when: string) =>
    `Tenés platos pagos para entregar el ${when}. Podés eliminar tu cuenta después de esa entrega.`,
  deletionLinkInvalid: 'El enlace para eliminar la cuenta no es válido, venció o ya fue usado. Pedí uno nuevo.',
} as const;
