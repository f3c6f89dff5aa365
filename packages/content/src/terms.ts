/**
 * The public terms page /terminos-condiciones-uso-uy (doc 2 §2 "Terms, privacy and returns page",
 * facts from doc 2 §6 and §9 "Terms and returns"). Contact values are placeholders filled by the
 * web app from the public configuration (spec README decision 12).
 */
export interface TermsBlock {
  heading?: string;
  paragraphs: string[];
  /** An optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface TermsSection {
  /** Anchor id of the section on the page. */
  id: 'terminos' | 'privacidad' | 'devoluciones';
  title: string;
  blocks: TermsBlock[];
}

export const termsPage = {
  title: 'Términos, privacidad y devoluciones',
  lead: 'Estas condiciones explican cómo funciona el servicio de NutriTest, cómo cuidamos tus datos y qué pasa si querés devolver tu compra. Leelas con calma antes de registrarte: al crear tu cuenta declarás que las aceptás.',
  back: 'Volver',
  contents: 'En esta página',
  contactTitle: '¿Tenés dudas sobre estas condiciones?',
  contactText:
    'Escribinos a {supportEmail} o llamanos al {supportPhone}, de lunes a viernes de 10:00 a 17:00. Respondemos dentro de las 48 horas.',
} as const;

export const terms: ReadonlyArray<TermsSection> = [
  {
    id: 'terminos',
    title: 'Términos y condiciones',
    blocks: [
      {
        heading: '1. El servicio',
        paragraphs: [
          'NutriTest es un servicio de análisis nutrigenético: a partir de una muestra de saliva estudiamos variantes de tu ADN relacionadas con la nutrición y te damos recomendaciones de alimentación basadas en ellas.',
          'La compra incluye el kit para tomar la muestra, el análisis en un laboratorio asociado en el exterior y el acceso a tus resultados en la plataforma: unos 21 rasgos genéticos con su nivel de riesgo, una lista de alrededor de 300 alimentos clasificados según lo aconsejables que son para vos, una calculadora nutricional y un informe descargable.',
        ],
      },
      {
        heading: '2. Quién puede usarlo',
        paragraphs: [
          'El servicio está dirigido a personas mayores de 18 años. Al registrarte confirmás que tenés esa edad, que los datos que cargás son verdaderos y que la muestra que envíes es tuya. La cuenta es personal: cuidá tu contraseña y no la compartas.',
        ],
      },
      {
        heading: '3. Alcance de los resultados',
        paragraphs: [
          'Los resultados describen predisposiciones genéticas; no son un diagnóstico médico ni sustituyen la consulta con profesionales de la salud. Antes de hacer cambios importantes en tu alimentación, en especial si tenés una enfermedad, estás embarazada o tomás medicación, consultá con tu médico o nutricionista.',
        ],
      },
      {
        heading: '4. Precio y forma de pago',
        paragraphs: [
          'El precio del kit se expresa en dólares estadounidenses e incluye impuestos. El pago se hace con tarjeta, en una sola vez o en hasta 6 cuotas, a través de un procesador de pagos. Las cuotas están disponibles únicamente con tarjetas emitidas en Uruguay.',
          'Los datos de tu tarjeta los recibe y los procesa directamente el procesador de pagos. NutriTest no almacena el número completo ni el código de seguridad.',
        ],
      },
      {
        heading: '5. Entrega del kit',
        paragraphs: [
          'Después de pagar elegís cómo recibir el kit: envío a domicilio, retiro en un punto de todo el país o retiro en nuestra oficina. En Montevideo elegís el día y la franja horaria desde la aplicación; en el interior nuestro equipo te llama para coordinar.',
          'Si pasaron 10 días y tu kit no llegó, avisanos: lo consideramos extraviado y te enviamos un kit de reemplazo sin costo.',
        ],
      },
      {
        heading: '6. Toma y retiro de la muestra',
        paragraphs: [
          'Tomá la muestra siguiendo las instrucciones que vienen en el kit. Si la muestra no se toma como se indica, el laboratorio puede no llegar a analizarla y en ese caso te pediremos una nueva.',
          'En Montevideo el retiro de la muestra se gestiona de forma automática a través de la aplicación, donde agendás el día y el horario. En el interior el retiro se coordina por teléfono.',
          'Cuando la muestra es retirada y llega a nuestra oficina, el estado de tu pedido cambia a "Esperando Resultado". Desde ahí la enviamos al laboratorio.',
        ],
      },
      {
        heading: '7. Plazo de los resultados',
        paragraphs: [
          'Tus resultados estarán disponibles en un plazo máximo de 45 días hábiles contados desde el retiro de la muestra. Si por algún motivo ajeno a nosotros (por ejemplo, un problema con la muestra o con el transporte internacional) el plazo pudiera extenderse, te lo vamos a comunicar.',
        ],
      },
      {
        heading: '8. Cómo accedés a tus resultados',
        paragraphs: [
          'Tus resultados completos están en la plataforma, ingresando con tu usuario: cada rasgo con su explicación, recomendaciones y referencias, la lista de alimentos y la calculadora nutricional. Desde ahí también podés descargarlos como informe en PDF. Te avisamos por correo electrónico cuando estén listos; el correo no incluye tus datos genéticos.',
          'Tus resultados se comparten con un nutricionista únicamente si tu cuenta está vinculada al código de ese nutricionista, que podés ingresar al registrarte. Si llegaste por invitación de una empresa, la empresa ve en qué etapa está tu test, pero no tus resultados.',
        ],
      },
      {
        heading: '9. Atención al cliente',
        paragraphs: [
          'Nuestro horario de atención es de lunes a viernes de 10:00 a 17:00. Podés escribirnos a {supportEmail}, llamarnos al {supportPhone} o usar el botón de WhatsApp de la plataforma. Respondemos dentro de las 48 horas.',
        ],
      },
      {
        heading: '10. Cambios y ley aplicable',
        paragraphs: [
          'Podemos actualizar estas condiciones; si el cambio es importante te lo avisaremos por correo antes de que entre en vigor. Estas condiciones se rigen por las leyes de la República Oriental del Uruguay.',
        ],
      },
    ],
  },
  {
    id: 'privacidad',
    title: 'Política de privacidad',
    blocks: [
      {
        heading: 'Responsable de los datos',
        paragraphs: [
          'NutriTest es el responsable de la base de datos en la que se guarda tu información personal y quien decide cómo se trata. Para cualquier consulta sobre tus datos podés escribirnos a {supportEmail}.',
        ],
      },
      {
        heading: 'Qué datos tratamos',
        paragraphs: ['Para prestarte el servicio tratamos:'],
        list: [
          'Datos de identificación y contacto: nombre, apellido, fecha de nacimiento, correo, teléfono y dirección de entrega.',
          'Datos de salud que cargás voluntariamente: altura, peso, patologías y antecedentes familiares.',
          'Tus datos genéticos, que obtiene el laboratorio a partir de tu muestra de saliva.',
          'Datos de pago, que recibe directamente el procesador de pagos y no quedan guardados en NutriTest.',
        ],
      },
      {
        heading: 'Tus datos genéticos son datos sensibles',
        paragraphs: [
          'La Ley N.º 18.331 de protección de datos personales considera sensibles los datos genéticos y los de salud. Por eso solo los tratamos con tu consentimiento expreso y por escrito, que das al aceptar estas condiciones al registrarte, y solo para las finalidades que se describen acá.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Usamos tus datos para entregarte y retirar el kit, procesar la muestra, elaborar y mostrarte tus resultados, calcular tus recomendaciones y atender tus consultas. No vendemos tus datos ni los cedemos a terceros con fines comerciales, y no usamos tu muestra ni tu información genética para investigación u otros fines sin pedirte antes un consentimiento específico.',
        ],
      },
      {
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Tu muestra se analiza en un laboratorio asociado en el exterior. Esa transferencia internacional se hace con las garantías adecuadas que exige la normativa uruguaya, mediante acuerdos que obligan al laboratorio a proteger tus datos y a usarlos solo para hacer tu análisis.',
          'Las empresas de logística reciben solo lo necesario para entregar el kit y retirar la muestra (nombre, teléfono y dirección). Un nutricionista accede a tus resultados solo si vinculaste tu cuenta a su código.',
        ],
      },
      {
        heading: 'Cómo los protegemos',
        paragraphs: [
          'Aplicamos medidas de seguridad técnicas y organizativas para evitar la pérdida, el acceso no autorizado o la alteración de tu información: conexiones cifradas, acceso restringido a las personas de nuestro equipo que lo necesitan para su tarea y controles sobre quién consulta cada dato.',
          'Para mantener tu sesión abierta, la plataforma guarda un identificador de acceso en el almacenamiento local de tu navegador. Se borra al cerrar la sesión.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Como titular de los datos tenés derecho de acceso, rectificación, actualización, inclusión y supresión (eliminación). Para ejercerlos escribinos a {supportEmail} desde el correo de tu cuenta, indicando qué querés hacer.',
          'Respondemos las solicitudes de acceso dentro de los 5 días hábiles de recibidas, y las de rectificación, actualización o supresión dentro del plazo que fija la ley. También podés retirar tu consentimiento en cualquier momento; eso implica que dejemos de prestarte el servicio.',
        ],
      },
      {
        heading: 'Autoridad de control',
        paragraphs: [
          'Si considerás que no respetamos tus derechos, podés presentar una denuncia ante la Unidad Reguladora y de Control de Datos Personales (URCDP), el organismo que controla el cumplimiento de la Ley N.º 18.331 en Uruguay.',
        ],
      },
    ],
  },
  {
    id: 'devoluciones',
    title: 'Política de devoluciones',
    blocks: [
      {
        heading: 'Cuándo podés pedir una devolución',
        paragraphs: ['Cada compra se puede cancelar dentro de su propio plazo:'],
        list: [
          'Kit NutriTest: dentro de los 15 días corridos desde que recibiste el kit y antes de que el laboratorio empiece a procesar tu muestra. Se descuenta la penalidad que se explica más abajo.',
          'Platos semanales: con el reintegro total, hasta el horario límite para hacer pedidos del primer día de entrega de tu pedido.',
          'Consulta nutricional: con el reintegro total, hasta 24 horas antes de la primera sesión.',
          'Cupos de kits para empresas: los cupos que todavía no usó ningún empleado, al precio que se pagó por cada uno y sin penalidad.',
        ],
      },
      {
        paragraphs: [
          'Pasados esos plazos no se aceptan devoluciones. En el caso del kit, no corresponde ningún reintegro una vez que el laboratorio empezó a procesar tu muestra, porque a partir de ese momento el análisis ya está en marcha.',
        ],
      },
      {
        heading: 'Penalidad',
        paragraphs: [
          'A la devolución de un kit se le descuenta una penalidad de USD 50, que cubre los costos de logística y gestión del kit. Los platos semanales y las consultas que cancelás dentro de su plazo se devuelven completos.',
        ],
      },
      {
        heading: 'Cómo pedirla',
        paragraphs: [
          'Pedila desde Mis compras, en tu perfil: elegí la compra y tocá «Solicitar devolución». Antes de confirmar te mostramos cuánto te devolvemos y hasta cuándo podés pedirla. Nuestro equipo revisa cada pedido y te avisa por correo si lo aprobó o, si no corresponde, por qué.',
          'Si tenés algún problema, escribinos a {supportEmail} desde el correo de tu cuenta o llamanos al {supportPhone}, de lunes a viernes de 10:00 a 17:00. Si devolvés un kit, te vamos a indicar cómo enviarlo.',
        ],
      },
      {
        heading: 'Plazo del reintegro',
        paragraphs: [
          'Una vez aprobada la devolución, el reintegro se procesa dentro de los 45 días hábiles, por el mismo medio con el que pagaste (si pagaste con tarjeta, en esa misma tarjeta). El momento en que se refleja en tu estado de cuenta depende del emisor de la tarjeta.',
          'Cada reintegro queda documentado con una nota de crédito, el comprobante fiscal que anula en todo o en parte el e-Ticket o la e-Factura de tu compra. La podés descargar desde Mis compras.',
        ],
      },
      {
        heading: 'Kit extraviado',
        paragraphs: [
          'Si tu kit se pierde en el camino y nos lo reportás después de 10 días sin recibirlo, te enviamos un kit de reemplazo sin costo y sin descontar ninguna penalidad.',
        ],
      },
    ],
  },
];
