import { b, p, refs, type TraitText, ul } from './types';

const base = { understandingResults: '', snps: [] } as const;

/** Doc 2 §9; the source sheet found no authoritative source for these minutes, so they are given as a guide. */
export const SUN_GUIDE =
  'como orientación, unos 10 minutos de sol 3 veces por semana en verano y unos 30 minutos 3 veces por semana en invierno, en brazos y piernas y sin llegar a quemarte';

export const INFUSIONS_AND_CALCIUM =
  'dejá pasar entre 30 y 40 minutos entre el mate, el té o el café y los alimentos ricos en calcio';

export const vitaminA: TraitText = {
  ...base,
  label: 'Vitamina A',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La vitamina A es necesaria para la vista, la piel y las defensas. La obtenemos de dos maneras: ya formada (retinol), en huevos, lácteos e hígado, o a partir de pigmentos vegetales como el betacaroteno de la zanahoria, el zapallo y las verduras de hoja, que el cuerpo convierte en vitamina A.',
  ),
  results: p(
    `Analizamos dos variantes del gen ${b('BCO1')} (Arg267Ser y Ala379Val), que fabrica la enzima que corta el betacaroteno para formar vitamina A. Estas variantes reducen la actividad de la enzima. La eficiencia de esta conversión cambia mucho entre personas: hasta un 45 % convierte poco.`,
    `Otros genes, como ${b('RBP4')} y ${b('TTR')}, transportan el retinol en la sangre y se asociaron a sus niveles; por ahora no los usamos para tu puntaje.`,
  ),
  desc: [
    p('Tus variantes de BCO1 no sugieren dificultades para convertir el betacaroteno en vitamina A.'),
    '',
    p(
      'Tenés variantes de BCO1 asociadas a una conversión más baja del betacaroteno en vitamina A. Tus niveles podrían quedar más bajos si la obtenés solo de los vegetales.',
    ),
  ],
  recommendations: [
    p(
      'Combiná verduras y frutas de color naranja y verde oscuro con un poco de grasa (por ejemplo, aceite de oliva) para aprovechar mejor el betacaroteno.',
    ),
    '',
    ul(
      'Incluí fuentes de vitamina A ya formada: huevos, lácteos y, de vez en cuando, una porción chica de hígado.',
      'Comé zanahoria, zapallo, boniato y verduras de hoja con un poco de aceite, que ayuda a absorber el betacaroteno.',
      'No tomes suplementos de vitamina A sin indicación profesional, sobre todo en el embarazo.',
    ),
  ],
  bibliography: refs('ferrucci2009', 'mondul2011'),
};

export const vitaminB12: TraitText = {
  ...base,
  label: 'Vitamina B12',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La vitamina B12 es necesaria para formar glóbulos rojos, cuidar el sistema nervioso y reciclar la homocisteína. Está casi solo en alimentos de origen animal. Cuando falta, suele ser por problemas para absorberla, algo más común con la edad, o por una alimentación sin productos animales.',
  ),
  results: p(
    `Analizamos la variante rs601338 del gen ${b('FUT2')}, el que más influye en los niveles de B12 según los estudios genómicos. FUT2 define si una persona es «secretora» (alelo G), lo que se asocia a una B12 más baja, o «no secretora» (dos copias del alelo A), que suele tener la B12 más alta.`,
  ),
  desc: [
    p('Tu genotipo se asocia a niveles de vitamina B12 habituales o algo más altos.'),
    p(
      'Tenés una copia de la variante de FUT2 asociada a una B12 algo más baja. Con una alimentación variada suele alcanzar.',
    ),
    p(
      'Tenés dos copias de la variante de FUT2 asociada a una B12 más baja. Te conviene asegurarte de incluir fuentes de B12 con regularidad.',
    ),
  ],
  recommendations: [
    p(
      'Una alimentación variada con carne, pescado, huevos o lácteos cubre lo que necesitás por día (2,4 µg). Si tu alimentación es vegana, necesitás un suplemento.',
    ),
    ul(
      'Incluí todos los días alguna fuente de B12: carne, pescado, huevos, lácteos o alimentos fortificados.',
      'Si tu alimentación es vegetariana o vegana, o si sos una persona mayor, consultá con tu médico si te conviene un suplemento o un control.',
    ),
    ul(
      'Incluí fuentes de B12 en varias comidas del día: carnes, pescados, huevos, lácteos o alimentos fortificados.',
      'Si tu alimentación es vegetariana o vegana, tomá un suplemento de B12.',
      'Si sos una persona mayor o tenés cansancio, hormigueos o anemia, pedile a tu médico que controle tu B12.',
    ),
  ],
  bibliography: refs('hazra2008', 'tanaka2009Vitamins', 'surendran2018'),
};

export const vitaminB6: TraitText = {
  ...base,
  label: 'Vitamina B6',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La vitamina B6 participa en muchas reacciones del metabolismo, sobre todo en el uso de las proteínas, y ayuda a reciclar la homocisteína. Está en muchos alimentos, así que con una alimentación variada es raro que falte.',
  ),
  results: p(
    `Analizamos la variante rs4654748, ubicada cerca de los genes ${b('ALPL')} y ${b('NBPF3')}. En un estudio genómico fue la señal más fuerte asociada a la vitamina B6 en sangre. ALPL fabrica una enzima que descompone la forma activa de la B6, y sus variantes se asociaron a los niveles de esta vitamina en adultos jóvenes.`,
  ),
  desc: [
    p('Tu genotipo no se asocia a niveles más bajos de vitamina B6.'),
    p(
      'Tenés una copia de la variante asociada a una B6 algo más baja. Con una alimentación variada suele ser suficiente.',
    ),
    p(
      'Tenés dos copias de la variante asociada a una B6 más baja. Te conviene incluir alimentos con B6 de forma regular.',
    ),
  ],
  recommendations: [
    p('Seguí con una alimentación variada: así cubrís la B6 que necesitás.'),
    p('Incluí con regularidad pescado, pollo, papa, garbanzos, banana y cereales integrales.'),
    ul(
      'Sumá fuentes de B6 todos los días: pescado, pollo, papa, garbanzos, banana y cereales integrales.',
      'No tomes suplementos de B6 en dosis altas sin indicación profesional.',
    ),
  ],
  bibliography: refs('tanaka2009Vitamins', 'carter2015'),
};

export const vitaminDCalcium: TraitText = {
  ...base,
  label: 'Vitamina D y calcio',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La vitamina D ayuda a absorber el calcio de los alimentos y a mantener fuertes los huesos y los músculos. La mayor parte la fabrica la piel con el sol; otra parte viene de los pescados grasos, los huevos y los alimentos fortificados. El calcio está sobre todo en los lácteos.',
  ),
  results: p(
    `Analizamos la variante rs2282679 del gen ${b('GC')}, que fabrica la proteína que transporta la vitamina D en la sangre. En un estudio con casi 34.000 personas, GC fue el gen más asociado a los niveles de vitamina D: el alelo G se asocia a niveles más bajos, y en un estudio en Irán el efecto se vio sobre todo en la época de menos sol.`,
    `Otros genes, como ${b('VDR')} (el receptor de la vitamina D) y ${b('CASR')} (el sensor del calcio), también se estudian, pero su efecto es chico y no los usamos para tu puntaje.`,
  ),
  desc: [
    p('Tu genotipo no se asocia a niveles más bajos de vitamina D.'),
    p(
      'Tenés una copia de la variante de GC asociada a una vitamina D algo más baja, sobre todo en invierno. Con sol y buena alimentación se compensa.',
    ),
    p(
      'Tenés dos copias de la variante de GC asociada a una vitamina D más baja. Te conviene cuidar el sol y la alimentación y, en invierno, consultar por un control.',
    ),
  ],
  recommendations: [
    p(`Tomá sol con moderación y mantené una buena ingesta de calcio. Si tomás mate o té, ${INFUSIONS_AND_CALCIUM}.`),
    ul(
      `Exponete al sol: ${SUN_GUIDE}.`,
      'Incluí pescados grasos, huevos y alimentos fortificados con vitamina D.',
      `Cubrí el calcio con lácteos u otros alimentos fortificados, y ${INFUSIONS_AND_CALCIUM}.`,
    ),
    ul(
      `Exponete al sol: ${SUN_GUIDE}.`,
      'Priorizá los pescados grasos, los huevos y los alimentos fortificados con vitamina D.',
      `Cubrí el calcio todos los días con lácteos o alimentos fortificados, y ${INFUSIONS_AND_CALCIUM}.`,
      'Pedile a tu médico que controle tu vitamina D, sobre todo al final del invierno.',
    ),
  ],
  bibliography: refs('wang2010', 'tcgs2023', 'kapur2010'),
};

export const magnesiumRequirement: TraitText = {
  ...base,
  label: 'Requerimiento de magnesio',
  zone: 'diagnosticResults',
  generalInfo: p(
    'El magnesio participa en el funcionamiento de los músculos y los nervios, en la producción de energía y en la salud de los huesos. Lo aportan los frutos secos, las semillas, las legumbres, los cereales integrales y las verduras de hoja verde.',
  ),
  results: p(
    `Estudios con más de 20.000 personas encontraron varios genes relacionados con el magnesio en sangre (como ${b('TRPM6')}, ${b('MUC1')}, ${b('ATP2B1')} y ${b('SHROOM3')}), pero cada uno explica una parte muy chica de las diferencias entre personas. Todavía no hay marcadores con respaldo suficiente para darte un resultado propio, por eso este rasgo aparece como ${b('SIN INFORMACIÓN')}. Igual te dejamos las recomendaciones generales.`,
  ),
  desc: [
    p('Tu perfil no sugiere un requerimiento de magnesio mayor al habitual.'),
    p('Tu perfil sugiere un requerimiento de magnesio algo mayor al habitual.'),
    p('Tu perfil sugiere un requerimiento de magnesio mayor al habitual.'),
  ],
  recommendations: [
    p(
      'Con una alimentación variada cubrís el magnesio que necesitás: unos 310 a 320 mg por día las mujeres y 400 a 420 mg los hombres.',
    ),
    ul(
      'Incluí frutos secos, semillas, legumbres, cereales integrales y verduras de hoja verde.',
      'Si tomás suplementos, no superes los 350 mg por día sin indicación profesional.',
    ),
    ul(
      'Sumá todos los días frutos secos, semillas, legumbres, cereales integrales y verduras de hoja verde.',
      'Si tomás suplementos, no superes los 350 mg por día sin indicación profesional.',
    ),
  ],
  bibliography: refs('meyer2010', 'aric2015'),
};
