import { b, p, refs, type TraitText, ul } from './types';

const base = { understandingResults: '', snps: [] } as const;

export const hepaticDetox: TraitText = {
  ...base,
  label: 'Balance de detoxificación hepática',
  zone: 'diagnosticResults',
  generalInfo: p(
    'El hígado transforma muchas sustancias que entran al cuerpo (restos del humo del tabaco, contaminantes, compuestos que se forman al quemar la carne) para poder eliminarlas. Una parte de ese trabajo la hacen las enzimas glutatión S-transferasas (GST), que «enganchan» esas sustancias a una molécula llamada glutatión.',
  ),
  results: p(
    `Analizamos los genes ${b('GSTM1')} y ${b('GSTT1')}. Es muy común que una persona no tenga ninguna copia de alguno de ellos; a eso se le llama genotipo «nulo», y cuando pasa, falta esa enzima.`,
    'Las verduras crucíferas (brócoli, repollo, coliflor, rúcula) estimulan estas enzimas. En un estudio controlado, comer crucíferas aumentó otras enzimas GST, sobre todo en las personas que no tenían ni GSTM1 ni GSTT1.',
  ),
  desc: [
    p(
      'Tenés al menos una copia de los dos genes, GSTM1 y GSTT1. No encontramos riesgo genético en este sistema de detoxificación.',
    ),
    p(
      'Te falta uno de los dos genes (GSTM1 o GSTT1). Es muy frecuente y no da síntomas: indica que una parte de este sistema trabaja con menos recursos y que tu alimentación puede darle una mano.',
    ),
    p(
      'Te faltan los dos genes, GSTM1 y GSTT1. Es una situación común y no es una enfermedad, pero sugiere que tu sistema de detoxificación se beneficia especialmente de una alimentación rica en verduras y frutas.',
    ),
  ],
  recommendations: [
    p('Mantené una alimentación variada con verduras y frutas todos los días.'),
    ul(
      'Comé verduras crucíferas varias veces por semana: brócoli, repollo, coliflor, kale, rúcula, rabanitos.',
      'Asegurate de consumir suficiente vitamina C: cítricos, kiwi, morrón, frutillas.',
      'Moderá el alcohol y evitá el tabaco.',
      'Cociná la carne sin quemarla y limitá los ahumados.',
    ),
    ul(
      'Incluí verduras crucíferas casi todos los días: brócoli, repollo, coliflor, kale, rúcula, rabanitos.',
      'Sumá frutas y verduras ricas en vitamina C en cada comida.',
      'Evitá el tabaco y reducí el alcohol al mínimo.',
      'Evitá las carnes quemadas o muy ahumadas.',
    ),
  ],
  bibliography: refs('lampe2002', 'navarro2009', 'cahill2009'),
};

export const antioxidantActivity: TraitText = {
  ...base,
  label: 'Actividad antioxidante',
  zone: 'diagnosticResults',
  generalInfo: p(
    'Al producir energía, las células generan moléculas muy reactivas, los radicales libres. En cantidades normales forman parte del funcionamiento del cuerpo, pero en exceso pueden dañar las células: a eso se le llama estrés oxidativo. El cuerpo tiene sus propias enzimas antioxidantes y además aprovecha los antioxidantes de los alimentos.',
  ),
  results: p(
    `Analizamos dos genes de enzimas antioxidantes: ${b('SOD2')} (la superóxido dismutasa de las mitocondrias, variante Val16Ala) y ${b('GPX1')} (la glutatión peroxidasa, que necesita selenio; variante Pro198Leu). Sumamos un punto por cada gen en el que tenés dos copias de la variante estudiada.`,
    'La evidencia todavía es limitada y no siempre coincide: algunos estudios asocian estas variantes a una menor actividad y otros no encontraron diferencias. Tomá este resultado como una orientación.',
  ),
  desc: [
    p('Tu combinación de variantes no sugiere cambios en tus enzimas antioxidantes.'),
    p(
      'En uno de los dos genes tenés dos copias de la variante estudiada. Tu actividad antioxidante propia podría ser algo menor; tu alimentación puede aportar lo que falta.',
    ),
    p(
      'En los dos genes tenés dos copias de las variantes estudiadas. Tu actividad antioxidante propia podría ser menor, así que te conviene cuidar especialmente los antioxidantes de tu alimentación.',
    ),
  ],
  recommendations: [
    p('Seguí comiendo al menos 400 g de frutas y verduras por día, de colores variados.'),
    ul(
      'Comé al menos 400 g de frutas y verduras por día, de distintos colores.',
      'Incluí fuentes de selenio, como pescado, huevos y frutos secos.',
      'No hacen falta suplementos antioxidantes en dosis altas.',
    ),
    ul(
      'Llegá o superá los 400 g diarios de frutas y verduras de colores variados.',
      'Incluí pescado, huevos y frutos secos, que aportan selenio. La nuez de Brasil tiene tanto que conviene comer pocas.',
      'Evitá el tabaco.',
      'No tomes suplementos antioxidantes en dosis altas sin indicación profesional.',
    ),
  ],
  bibliography: refs('forsberg2000'),
};

export const homocysteine: TraitText = {
  ...base,
  label: 'Homocisteína',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La homocisteína es un aminoácido que se forma en el cuerpo al usar la metionina, que viene de las proteínas. Para reciclarla hacen falta el folato (vitamina B9) y las vitaminas B12, B6 y B2. Cuando faltan estas vitaminas, la homocisteína puede acumularse en la sangre.',
  ),
  results: p(
    `Analizamos la variante C677T (rs1801133) del gen ${b('MTHFR')}. Esta enzima prepara la forma activa del folato que se usa para reciclar la homocisteína. En la hebra directa del genoma, que es como mostramos tu genotipo, esa variante es el alelo A (los estudios la llaman 677T) y produce una enzima menos estable y con menos actividad; en los estudios genómicos, MTHFR es el gen que más influye en la homocisteína.`,
    'El efecto se nota sobre todo cuando el folato de la alimentación es bajo. Las guías de genética médica no recomiendan usar esta variante para detectar problemas de coagulación ni de embarazo: acá la usamos solo como orientación nutricional.',
  ),
  desc: [
    p(
      'No tenés la variante C677T de MTHFR. Tu enzima funciona de forma habitual y tu homocisteína depende sobre todo de tu alimentación.',
    ),
    p(
      'Tenés una copia de la variante C677T de MTHFR. La enzima trabaja algo más lento; con una buena ingesta de folato y vitaminas B, la homocisteína suele mantenerse normal.',
    ),
    p(
      'Tenés dos copias de la variante C677T de MTHFR. La enzima trabaja más lento y tu homocisteína podría subir si te faltan folato o vitaminas B. No indica ninguna enfermedad: es una razón más para cuidar estos nutrientes.',
    ),
  ],
  recommendations: [
    p('Mantené una alimentación con verduras de hoja, legumbres y frutas, que aportan folato.'),
    ul(
      'Procurá unos 400 µg de folato por día: verduras de hoja verde, legumbres, cítricos.',
      'Asegurate de tener suficiente vitamina B12 (carne, pescado, huevos, lácteos) y también B6 y B2.',
      'Moderá el alcohol.',
    ),
    ul(
      'Priorizá todos los días los alimentos con folato: espinaca, acelga, brócoli, lentejas, porotos, garbanzos, naranjas; unos 400 µg por día.',
      'Cuidá también las vitaminas B12 (carne, pescado, huevos, lácteos), B6 y B2.',
      'Limitá el alcohol.',
      'Si estás planeando un embarazo, la indicación de ácido fólico es la misma para todas las personas: consultala con tu médico.',
      'Si querés conocer tu homocisteína, tu médico puede pedir un análisis de sangre.',
    ),
  ],
  bibliography: refs('frosst1995', 'hazra2009', 'hickey2013'),
};
