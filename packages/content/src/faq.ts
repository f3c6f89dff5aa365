/**
 * The landing page FAQ (doc 1 §1 and §9). Exactly 19 entries, as the original landing had.
 * Contact values are configuration (spec README decision 12), so answers carry placeholders
 * (`{supportEmail}`, `{supportPhone}`) that the web app fills with `fillPlaceholders`.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Placeholders the content may contain; the values come from GET /v1/config. */
export interface ContactPlaceholders {
  supportEmail: string;
  supportPhone: string;
}

/** Replaces `{name}` with its value; unknown names are left as written so a typo stays visible. */
export function fillPlaceholders(text: string, values: ContactPlaceholders): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof ContactPlaceholders] : whole,
  );
}

export const faq: ReadonlyArray<FaqEntry> = [
  {
    question: '¿Cómo funciona NutriTest, paso a paso?',
    answer:
      'Comprás el kit desde la web y te lo hacemos llegar. Con el kit en la mano tomás una muestra de saliva siguiendo las instrucciones, coordinamos el retiro y la enviamos a nuestro laboratorio asociado en el exterior. Cuando el análisis termina, tus resultados aparecen en la plataforma y te avisamos por correo.',
  },
  {
    question: '¿Qué voy a saber después del test?',
    answer:
      'Vas a ver unos 21 rasgos genéticos vinculados a la nutrición (peso y metabolismo, detox, sensibilidades, vitaminas y minerales, deporte), los de predisposición con un semáforo: verde para una predisposición baja, amarillo para moderada y rojo para alta; los que describen cómo funciona tu cuerpo (como el metabolismo de la cafeína) se muestran sin semáforo. Cada rasgo viene con su explicación, recomendaciones y bibliografía. También tenés una calculadora nutricional y un informe en PDF para descargar.',
  },
  {
    question: '¿Cuántos alimentos analiza el informe?',
    answer:
      'Alrededor de 300. Cada alimento queda clasificado según lo que indica tu genética: los que conviene preferir, los que podés comer con moderación y los que es mejor evitar. Podés filtrar la lista y consultarla cada vez que armes tus comidas.',
  },
  {
    question: '¿Cuánto tiempo tardan los resultados?',
    answer:
      'Como máximo 45 días hábiles contados desde que retiramos tu muestra. En la plataforma podés seguir el estado del pedido: cuando la muestra llega a nuestra oficina pasa a "Esperando Resultado".',
  },
  {
    question: '¿Cuánto cuesta el kit?',
    answer:
      'El precio regular es de USD 299 con IVA incluido e incluye el kit, el análisis de laboratorio y el acceso a tus resultados. Si hay una promoción vigente, la ves al registrarte antes de pagar.',
  },
  {
    question: '¿Qué medios de pago aceptan? ¿Puedo pagar en cuotas?',
    answer:
      'Pagás con tarjeta de crédito Visa, Mastercard u OCA, en 1, 3 o 6 cuotas. Las cuotas están disponibles solo con tarjetas emitidas en Uruguay. El cobro lo realiza un procesador de pagos: NutriTest nunca ve ni guarda el número completo de tu tarjeta.',
  },
  {
    question: '¿Cómo me llega el kit?',
    answer:
      'Después de pagar elegís cómo recibirlo: envío a tu casa o retiro en un punto de todo el país, o en nuestra oficina. Si vivís en Montevideo elegís el día y la franja horaria desde la app; en los demás departamentos te llamamos para coordinar.',
  },
  {
    question: '¿Cómo tomo la muestra de saliva?',
    answer:
      'Es sencillo e indoloro. Las instrucciones vienen dentro del kit: en resumen, no comas, no bebas, no fumes ni masques chicle durante un rato antes, juntá la saliva en el tubo hasta la marca y cerralo bien. No hace falta ir a ningún centro de salud.',
  },
  {
    question: '¿Cómo retiran la muestra?',
    answer:
      'En Montevideo agendás el retiro vos mismo desde la app, eligiendo día y horario. En el resto de los departamentos coordinamos el retiro por teléfono: nos comunicamos con vos o podés llamarnos al {supportPhone}.',
  },
  {
    question: '¿Dónde se analiza mi ADN?',
    answer:
      'Tu muestra viaja a un laboratorio asociado en el exterior, especializado en genética, y se usa solamente para hacer tu análisis. El envío de la información se hace con las garantías que exige la ley uruguaya para las transferencias internacionales de datos.',
  },
  {
    question: '¿Cómo recibo mis resultados?',
    answer:
      'Cuando el laboratorio termina te avisamos por correo, y tus resultados aparecen en la plataforma: cada rasgo con su explicación, la lista de alimentos y la calculadora nutricional. Desde ahí también descargás el informe completo en PDF; antes te pedimos un código de verificación, porque son datos sensibles.',
  },
  {
    question: '¿Quién puede hacerse el test?',
    answer:
      'Cualquier persona de 18 años o más. El test no reemplaza la consulta médica: si tenés una enfermedad, estás embarazada o seguís un tratamiento, compartí tus resultados con tu médico o nutricionista antes de hacer cambios en tu alimentación.',
  },
  {
    question: '¿Es un diagnóstico médico?',
    answer:
      'No. El test describe predisposiciones genéticas relacionadas con la nutrición para que puedas ajustar tus hábitos; no diagnostica enfermedades. El peso depende sobre todo de lo que comés, de cuánto te movés y de tu descanso: en un ensayo con 609 adultos (DIETFITS, JAMA 2018), elegir la dieta según el genotipo no hizo bajar más de peso.',
  },
  {
    question: '¿Mis datos genéticos son confidenciales?',
    answer:
      'Sí. Tus datos genéticos son datos sensibles y los tratamos según la Ley 18.331 de protección de datos personales: solo se usan con tu consentimiento, no se venden y no se comparten con terceros para otros fines. Tus resultados los ve solo quien vos elijas: el nutricionista al que vinculaste tu cuenta, o la nutricionista de una consulta con la que decidiste compartirlos; podés retirar ese acceso cuando quieras desde tu perfil.',
  },
  {
    question: '¿Puedo compartir mis resultados con mi nutricionista?',
    answer:
      'Sí. Vinculá tu cuenta al código de tu nutricionista (al registrarte o desde tu perfil) para que pueda ver tus resultados y acompañarte, o compartilos con la nutricionista de una consulta que reserves. Podés dejar de compartirlos cuando quieras; si no los compartís, nadie más que vos accede a ellos.',
  },
  {
    question: '¿Puedo pedir la devolución del dinero?',
    answer:
      'Sí, mientras el laboratorio no haya empezado a procesar tu muestra. Tenés 15 días corridos desde que recibís el kit para pedirla; se descuenta una penalidad de USD 50 y el reintegro se hace en un plazo de hasta 45 días hábiles. Una vez que la muestra está en proceso ya no es posible devolverlo.',
  },
  {
    question: '¿Qué pasa si mi kit se pierde o no llega?',
    answer:
      'Si pasaron 10 días y el kit no apareció, avisanos. Lo damos por perdido y te enviamos uno nuevo sin costo.',
  },
  {
    question: '¿Tienen planes para empresas?',
    answer:
      'Sí. Las empresas compran cupos de kits para su equipo e invitan a sus empleados desde su panel; cada persona hace el test de forma individual y sus resultados son privados. Registrá tu empresa desde la sección para empresas y te contamos los precios por volumen.',
  },
  {
    question: '¿Cómo me comunico con ustedes?',
    answer:
      'Escribinos a {supportEmail} o llamanos al {supportPhone}. También podés usar el botón de WhatsApp, que atiende de lunes a viernes de 10 a 17 h. Respondemos todas las consultas dentro de las 48 horas.',
  },
];
