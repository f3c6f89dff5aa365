/**
 * Texts of the public landing page (doc 1 §1: cover, intro, results, how it works, FAQ,
 * nutritionists, businesses, call to action, footer). Prices are not written here: the page
 * formats the domain constant so there is one source for the amount.
 */

export const landing = {
  topBar: {
    login: 'Ingresar',
    nav: [
      { href: '#resultados', label: 'Resultados' },
      { href: '#como-funciona', label: 'Cómo funciona' },
      { href: '#preguntas-frecuentes', label: 'Preguntas' },
      { href: '#empresas', label: 'Empresas' },
    ],
  },

  hero: {
    eyebrow: 'Test genético de nutrición · Uruguay',
    title: 'Comé según lo que dice tu ADN',
    lead: 'Con una muestra de saliva conocés qué alimentos asimila mejor tu cuerpo, cuáles tolera menos y cómo ajustar tu alimentación a tu genética.',
    primaryCta: 'Comprar kit',
    secondaryCta: 'Cómo funciona',
    highlights: ['Muestra de saliva desde tu casa', 'Resultados en hasta 45 días hábiles', 'Hasta 6 cuotas'],
  },

  intro: {
    eyebrow: 'Nutrigenética',
    title: 'Tu plan de alimentación empieza por vos',
    paragraphs: [
      'No todas las personas responden igual a los mismos alimentos. Dos amigos pueden seguir la misma dieta y obtener resultados muy distintos: parte de esa diferencia está escrita en los genes.',
      'NutriTest analiza las variantes genéticas relacionadas con el metabolismo, las sensibilidades alimentarias y la forma en que tu cuerpo aprovecha vitaminas y minerales. Con eso te damos recomendaciones concretas, pensadas para vos y no para un promedio.',
    ],
    stats: [
      { value: '21', label: 'rasgos genéticos analizados' },
      { value: '300', label: 'alimentos clasificados' },
      { value: '45', label: 'días hábiles como máximo para recibir tus resultados' },
    ],
  },

  results: {
    eyebrow: 'Qué recibís',
    title: 'Resultados claros, listos para usar',
    lead: 'Todo queda en tu cuenta para consultarlo cuando quieras, desde el celular o la computadora.',
    traits: {
      title: 'Unos 21 rasgos genéticos en semáforo',
      text: 'Peso y metabolismo, detox, sensibilidades, vitaminas y minerales, y deporte. Cada rasgo trae explicación, recomendaciones y bibliografía.',
      levels: [
        { id: 'green', label: 'Verde', meaning: 'predisposición baja' },
        { id: 'yellow', label: 'Amarillo', meaning: 'predisposición moderada' },
        { id: 'red', label: 'Rojo', meaning: 'predisposición alta' },
      ],
    },
    foods: {
      title: 'Cerca de 300 alimentos clasificados',
      text: 'Sabés de un vistazo qué te conviene preferir, qué comer con moderación y qué es mejor evitar.',
      classes: [
        { id: 'prefer', label: 'Preferir' },
        { id: 'moderate', label: 'Moderar' },
        { id: 'avoid', label: 'Evitar' },
      ],
    },
    features: [
      {
        id: 'calculator',
        title: 'Calculadora nutricional',
        text: 'Calorías, macronutrientes, agua diaria e índice de masa corporal según tu objetivo, con nueve tipos de dieta para elegir.',
      },
      {
        id: 'report',
        title: 'Informe en PDF',
        text: 'Descargá tu informe completo para guardarlo o compartirlo con tu nutricionista.',
      },
    ],
    weight: {
      value: 'Guías',
      text: 'Tus recomendaciones parten de las guías alimentarias para todas las personas; tu genética las ajusta, nunca las reemplaza. En un ensayo con 609 adultos (DIETFITS, JAMA 2018), elegir la dieta según el genotipo no hizo bajar más de peso.',
    },
  },

  howItWorks: {
    eyebrow: 'Cómo funciona',
    title: 'Seis pasos, sin salir de tu casa',
    lead: 'Nosotros nos ocupamos de la logística; vos solo tomás la muestra.',
    steps: [
      {
        id: 'buy',
        title: 'Comprá tu kit',
        text: 'Registrate, pagá con tarjeta en 1, 3 o 6 cuotas y elegí cómo querés recibirlo.',
      },
      {
        id: 'delivery',
        title: 'Recibí el kit',
        text: 'Te lo llevamos a tu casa o lo retirás en un punto cercano o en nuestra oficina.',
      },
      {
        id: 'sample',
        title: 'Tomá la muestra',
        text: 'Unos minutos de saliva en el tubo, siguiendo las instrucciones que vienen en la caja.',
      },
      {
        id: 'pickup',
        title: 'Retiramos la muestra',
        text: 'En Montevideo lo agendás desde la app; en el interior lo coordinamos por teléfono.',
      },
      {
        id: 'lab',
        title: 'Laboratorio en el exterior',
        text: 'Un laboratorio asociado, especializado en genética, analiza tu ADN.',
      },
      {
        id: 'results',
        title: 'Conocé tus resultados',
        text: 'En un plazo máximo de 45 días hábiles desde el retiro los tenés en tu cuenta.',
      },
    ],
  },

  faq: {
    eyebrow: 'Preguntas frecuentes',
    title: 'Lo que más nos preguntan',
    lead: '¿No encontrás tu respuesta? Escribinos a {supportEmail} y te respondemos dentro de las 48 horas.',
  },

  nutritionists: {
    eyebrow: 'Para nutricionistas',
    title: 'Sumá la genética a tu consulta',
    lead: 'Tus pacientes ingresan tu código al registrarse y ves sus resultados para armar planes a su medida.',
    benefits: [
      'Tu propio código público para vincular pacientes',
      'Cargá pacientes e invitalos por correo',
      'Seguí en qué etapa está el test de cada uno',
      'Cobrá comisiones: se liquidan cada mes si tenés saldo a favor',
    ],
    cta: 'Registrarme como nutricionista',
  },

  businesses: {
    eyebrow: 'Para empresas',
    title: 'Bienestar para todo tu equipo',
    lead: 'Regalá a tus colaboradores un plan de alimentación basado en su genética: una forma concreta de cuidar la salud en el trabajo.',
    benefits: [
      'Comprá cupos de kits con precio por volumen',
      'Invitá a tus empleados desde tu panel',
      'Seguí el avance del equipo; los resultados de cada persona son privados',
    ],
    cta: 'Conocer planes para empresas',
  },

  buy: {
    eyebrow: 'Empezá hoy',
    title: 'Tu kit NutriTest',
    lead: 'Todo lo que necesitás para conocer cómo tu cuerpo se relaciona con los alimentos.',
    product: 'Kit NutriTest',
    priceNote: 'Precio regular, IVA incluido',
    includes: [
      'Kit de muestra de saliva',
      'Análisis en laboratorio especializado',
      'Unos 21 rasgos genéticos y cerca de 300 alimentos clasificados',
      'Calculadora nutricional e informe en PDF',
    ],
    payment: 'Pagá en 1, 3 o 6 cuotas con Visa, Mastercard u OCA (cuotas con tarjetas uruguayas).',
    cta: 'Comprar kit',
  },

  footer: {
    tagline: 'Nutrición personalizada a partir de tu ADN.',
    termsLink: 'Términos, privacidad y devoluciones',
    contactTitle: 'Contacto',
    hours: 'Lunes a viernes de 10 a 17 h',
    copyright: 'NutriTest. Todos los derechos reservados.',
  },
} as const;
