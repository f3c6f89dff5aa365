/**
 * Short-form traits (doc 2 §3). Their desc texts are short. Those that read the same markers as a
 * long-form trait (`sameRuleAs`) are shown inside that trait's card and PDF section as "En pocas
 * palabras" (issue 18, decision 018: one card per trait). Hierro, VitB and VitC have their own
 * markers and full texts; they feed the food ratings and are not report traits.
 */
import { b, p, refs, type TraitText, ul } from './types';
import { INFUSIONS_AND_CALCIUM } from './vitamins-minerals';

const base = { understandingResults: '', snps: [] } as const;

export const calcium: TraitText = {
  ...base,
  label: 'Calcio',
  zone: 'intolerancesMain',
  generalInfo: p(
    'El calcio forma los huesos y los dientes y participa en la contracción de los músculos. Para absorberlo bien hace falta vitamina D.',
  ),
  results: p(
    `Usamos la variante rs2282679 del gen ${b('GC')}, que transporta la vitamina D: con menos vitamina D se aprovecha menos el calcio de los alimentos.`,
  ),
  desc: [
    p(
      'Tu genética no sugiere dificultades para aprovechar el calcio. Mantené lácteos u otras fuentes de calcio en tu día.',
    ),
    p(
      `Podrías aprovechar algo menos el calcio si tu vitamina D está baja. Cuidá el sol y los lácteos, y ${INFUSIONS_AND_CALCIUM}.`,
    ),
    p(
      `Tu genética sugiere que podrías aprovechar menos el calcio por una vitamina D más baja. Priorizá lácteos o alimentos fortificados, tomá sol con moderación y ${INFUSIONS_AND_CALCIUM}.`,
    ),
  ],
  bibliography: refs('wang2010', 'kapur2010'),
};

export const iron: TraitText = {
  ...base,
  label: 'Hierro',
  zone: 'diagnosticResults',
  generalInfo: p(
    'El hierro forma parte de la hemoglobina, que lleva el oxígeno en la sangre. Hay dos tipos: el hierro de las carnes y los pescados, que se absorbe bien, y el de origen vegetal, que se absorbe menos y mejora si se acompaña con vitamina C.',
  ),
  results: p(
    `Analizamos la variante Ala736Val (rs855791) del gen ${b('TMPRSS6')}, que regula la hepcidina, la hormona que controla cuánto hierro se absorbe. La forma Val (alelo A) se asocia, en distintas poblaciones, a menos hemoglobina y menores reservas de hierro.`,
    'Este análisis no evalúa la acumulación excesiva de hierro (hemocromatosis), que requiere estudios médicos.',
  ),
  desc: [
    p('Tu genotipo no se asocia a reservas de hierro más bajas.'),
    p(
      'Tenés una copia de la variante de TMPRSS6 asociada a reservas de hierro algo más bajas. Una alimentación con buenas fuentes de hierro suele alcanzar.',
    ),
    p(
      'Tenés dos copias de la variante de TMPRSS6 asociada a reservas de hierro más bajas. Cuidá tus fuentes de hierro y, si tenés cansancio o anemia, consultá a un profesional.',
    ),
  ],
  recommendations: [
    p('Con una alimentación variada cubrís el hierro que necesitás.'),
    ul(
      'Incluí carnes rojas con moderación, pollo y pescado.',
      'Acompañá las legumbres y las verduras de hoja con alimentos ricos en vitamina C: cítricos, morrón, tomate.',
      'Tomá el mate, el té o el café lejos de las comidas principales.',
    ),
    ul(
      'Incluí carnes rojas con moderación, pollo y pescado.',
      'Acompañá las legumbres y las verduras de hoja con alimentos ricos en vitamina C: cítricos, morrón, tomate.',
      'Tomá el mate, el té o el café lejos de las comidas principales.',
      `${b('No tomes suplementos de hierro por tu cuenta')}: solo con indicación y control médico.`,
      'Si tenés cansancio, palidez o sangrados abundantes, pedile a tu médico un análisis de hierro.',
    ),
  ],
  bibliography: refs('gichohiWainaina2015', 'benyamin2014'),
};

export const sodium: TraitText = {
  ...base,
  label: 'Sodio',
  zone: 'intolerancesMain',
  generalInfo: p(
    'El sodio está sobre todo en la sal de mesa y en los alimentos procesados. En exceso se asocia a la presión arterial alta.',
  ),
  results: p(
    `Usamos la variante I/D del gen ${b('ACE')}, relacionada con la respuesta de la presión arterial a la sal. La evidencia es limitada: tomalo como una orientación.`,
  ),
  desc: [
    p(
      'Tu genética no sugiere una respuesta aumentada de la presión al sodio. Igual, no superes los 5 g de sal por día.',
    ),
    p(
      'Tu presión podría responder en parte al sodio. Mantené la sal en 5 g por día como máximo y preferí alimentos frescos.',
    ),
    p(
      'Tu presión podría ser más sensible al sodio. Apuntá a menos de 5 g de sal por día, limitá fiambres, snacks y caldos en cubo y sumá frutas y verduras.',
    ),
  ],
  bibliography: refs('poch2001', 'hiraga1996'),
};

export const provitaminA: TraitText = {
  ...base,
  label: 'Vitamina A',
  zone: 'intolerancesMain',
  generalInfo: p(
    'Parte de la vitamina A la fabricamos a partir del betacaroteno de las verduras y frutas de color naranja o verde oscuro.',
  ),
  results: p(`Usamos dos variantes del gen ${b('BCO1')}, la enzima que convierte el betacaroteno en vitamina A.`),
  desc: [
    p('Tu genética no sugiere dificultades para obtener vitamina A del betacaroteno.'),
    '',
    p(
      'Podrías convertir menos betacaroteno en vitamina A. Sumá huevos y lácteos, y comé las verduras naranjas y verdes con un poco de aceite.',
    ),
  ],
  bibliography: refs('ferrucci2009', 'mondul2011'),
};

export const folate: TraitText = {
  ...base,
  label: 'Vitamina B9 (ácido fólico)',
  zone: 'diagnosticResults',
  generalInfo: p(
    'El folato (vitamina B9; en los suplementos se llama ácido fólico) es necesario para formar células nuevas y para reciclar la homocisteína. Es especialmente importante antes y durante el embarazo.',
  ),
  results: p(
    `Analizamos dos variantes del gen ${b('MTHFR')}: C677T (rs1801133) y A1298C (rs1801131). La enzima MTHFR activa el folato; la variante 677T reduce su actividad, sobre todo cuando el folato de la alimentación es bajo, y la 1298C tiene un efecto más leve.`,
    'La indicación de ácido fólico para quienes planean un embarazo es la misma con cualquier genotipo.',
  ),
  desc: [
    p('Tus variantes de MTHFR no sugieren un requerimiento de folato mayor al habitual.'),
    p(
      'Tenés variantes de MTHFR que reducen un poco la actividad de la enzima. Una buena ingesta de folato lo compensa.',
    ),
    p(
      'Tenés dos copias de la variante 677T de MTHFR, que reduce la actividad de la enzima. Te conviene asegurarte de consumir folato todos los días.',
    ),
  ],
  recommendations: [
    p('Incluí verduras de hoja, legumbres y frutas cítricas en tu alimentación.'),
    ul(
      'Apuntá a unos 400 µg de folato por día con verduras de hoja verde, legumbres y cítricos.',
      'Los alimentos fortificados con ácido fólico también suman.',
    ),
    ul(
      'Consumí todos los días alimentos con folato: espinaca, acelga, brócoli, lentejas, porotos, garbanzos y naranjas, hasta unos 400 µg diarios.',
      'Los alimentos fortificados con ácido fólico también suman.',
      'Moderá el alcohol.',
      'Si planeás un embarazo, consultá a tu médico por el ácido fólico: la indicación es la misma para todas las personas.',
    ),
  ],
  bibliography: refs('frosst1995', 'hickey2013', 'hazra2009'),
};

export const vitaminC: TraitText = {
  ...base,
  label: 'Vitamina C',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La vitamina C es un antioxidante que ayuda a las defensas, a formar colágeno y a absorber el hierro de los vegetales. El cuerpo no la fabrica ni la guarda por mucho tiempo, así que hay que consumirla todos los días.',
  ),
  results: p(
    `Analizamos el gen ${b('SLC23A1')}, que fabrica el transportador que absorbe la vitamina C en el intestino: en un estudio con más de 15.000 personas, cada copia de su variante Val264Met se asoció a menos vitamina C en sangre. También tenemos en cuenta el gen ${b('GSTT1')}: las personas que no lo tienen y no llegan a la ingesta recomendada mostraron muchas más probabilidades de tener poca vitamina C.`,
  ),
  desc: [
    p('Tu genética no sugiere un mayor riesgo de tener poca vitamina C.'),
    p(
      'Tenés un factor genético asociado a una vitamina C algo más baja. Si la incluís todos los días, no debería ser un problema.',
    ),
    p(
      'Tenés factores genéticos asociados a una vitamina C más baja. Te conviene asegurarte de consumir alimentos ricos en vitamina C en varias comidas.',
    ),
  ],
  recommendations: [
    p('Comé frutas y verduras frescas todos los días.'),
    ul(
      'Incluí todos los días frutas y verduras crudas ricas en vitamina C: naranja, mandarina, kiwi, frutillas, morrón, brócoli.',
      'Si fumás, necesitás más vitamina C.',
    ),
    ul(
      'Sumá una fuente de vitamina C en cada comida: cítricos, kiwi, frutillas, morrón, brócoli.',
      'Preferilas crudas o apenas cocidas: el calor destruye parte de la vitamina.',
      'Si fumás, dejarlo también te ayuda a mantener tu vitamina C.',
    ),
  ],
  bibliography: refs('timpson2010', 'cahill2009'),
};

export const vitaminD: TraitText = {
  ...base,
  label: 'Vitamina D',
  zone: 'intolerancesMain',
  generalInfo: p('La vitamina D se forma en la piel con el sol y ayuda a absorber el calcio.'),
  results: p(`Usamos la variante rs2282679 del gen ${b('GC')}, que transporta la vitamina D en la sangre.`),
  desc: [
    p('Tu genética no sugiere niveles bajos de vitamina D. Tomá sol con moderación.'),
    p(
      'Tu vitamina D podría ser algo más baja, sobre todo en invierno. Como orientación: 10 minutos de sol 3 veces por semana en verano y 30 minutos 3 veces por semana en invierno.',
    ),
    p(
      'Tu vitamina D podría ser más baja. Sumá sol (como orientación, 10 minutos 3 veces por semana en verano y 30 minutos 3 veces por semana en invierno), pescados grasos y huevos, y consultá por un control en invierno.',
    ),
  ],
  bibliography: refs('wang2010', 'tcgs2023'),
};

export const lactose: TraitText = {
  ...base,
  label: 'Lactosa',
  zone: 'intolerancesMain',
  generalInfo: p('La lactosa es el azúcar de la leche; para digerirla hace falta la enzima lactasa.'),
  results: p(`Usamos la variante −13910 (rs4988235) del gen ${b('MCM6')}, que regula el gen de la lactasa.`),
  desc: [
    p('Tu genética se asocia a una buena digestión de la lactosa.'),
    '',
    p(
      'Tu lactasa tiende a disminuir en la adultez: la leche en cantidad podría caerte mal. Probá porciones chicas, leche deslactosada, yogur y quesos duros.',
    ),
  ],
  bibliography: refs('enattah2002', 'storhaug2017'),
};

export const gluten: TraitText = {
  ...base,
  label: 'Gluten',
  zone: 'intolerancesMain',
  generalInfo: p(
    'El gluten es una proteína del trigo, la cebada y el centeno. En personas predispuestas puede desencadenar la enfermedad celíaca.',
  ),
  results: p(
    `Leemos dos marcadores de ${b('HLA-DQ')} (los de DQ2.5 y DQ8); no leemos DQ2.2 ni DQ7. Indican predisposición genética, no enfermedad.`,
  ),
  desc: [
    p('No encontramos los marcadores de DQ2.5 ni DQ8; no leemos otros tipos, así que esto no descarta la celiaquía.'),
    '',
    p(
      'Tenés marcadores HLA-DQ de predisposición a la celiaquía. Son frecuentes y no indican la enfermedad: no dejes el gluten sin estudio serológico y, si tenés síntomas, consultá a tu médico.',
    ),
  ],
  bibliography: refs('monsuur2008', 'singh2018'),
};

export const lipids: TraitText = {
  ...base,
  label: 'Lípidos',
  zone: 'intolerancesMain',
  generalInfo: p('Los lípidos son las grasas de la sangre, como el colesterol y los triglicéridos.'),
  results: p(`Usamos las variantes del gen ${b('APOE')}, que influye en el colesterol LDL.`),
  desc: [
    p(
      'Tu genética no sugiere un colesterol LDL más alto. Mantené las grasas por debajo del 30 % de las calorías y las saturadas por debajo del 10 %.',
    ),
    p(
      'Tenés una copia de la forma ε4 de APOE, asociada a un colesterol LDL algo más alto. Priorizá las grasas insaturadas y mantené las saturadas por debajo del 10 % de las calorías.',
    ),
    p(
      'Tenés dos copias de la forma ε4 de APOE, asociada a un colesterol LDL más alto. Consultá a tu médico para revisar tus lípidos y priorizá las grasas insaturadas: saturadas por debajo del 10 % de las calorías.',
    ),
  ],
  bibliography: refs('bennet2007'),
};

export const carbohydrates: TraitText = {
  ...base,
  label: 'Hidratos de carbono',
  zone: 'intolerancesMain',
  generalInfo: p(
    'Los hidratos de carbono (harinas, azúcares, frutas, legumbres) son la principal fuente de glucosa del cuerpo.',
  ),
  results: p(`Usamos la variante rs7903146 del gen ${b('TCF7L2')}, que influye en la liberación de insulina.`),
  desc: [
    p(
      'Tu genética no sugiere dificultades con la glucosa. Limitá el azúcar a menos de 25 g por día y sumá entre 25 y 30 g de fibra.',
    ),
    p(
      'Tenés una copia de la variante de TCF7L2: una tendencia moderada a que la glucosa suba después de comer. Preferí hidratos integrales, limitá el azúcar y sumá fibra y actividad física.',
    ),
    p(
      'Tenés dos copias de la variante de TCF7L2, asociada a una menor respuesta de la insulina. Preferí hidratos integrales, menos de 25 g de azúcar por día, entre 25 y 30 g de fibra y actividad física regular.',
    ),
  ],
  bibliography: refs('grant2006', 'saxena2006'),
};

export const ethanol: TraitText = {
  ...base,
  label: 'Etanol',
  zone: 'intolerancesOther',
  generalInfo: p(
    'El etanol es el alcohol de las bebidas alcohólicas. El hígado lo transforma en acetaldehído, una sustancia tóxica.',
  ),
  results: p(`Usamos la variante Arg48His del gen ${b('ADH1B')}, que acelera ese paso.`),
  desc: [
    p('Tu respuesta al alcohol es la habitual. Si tomás, hasta 1 trago por día las mujeres y 2 los hombres.'),
    p(
      'Podrías sentir antes calor o malestar con el alcohol. Si tomás, que sea poco: un trago equivale a 350 ml de cerveza, 147 ml de vino o 44 ml de bebidas blancas.',
    ),
    p('Es probable que el alcohol te caiga mal incluso en poca cantidad. Lo mejor es tomar muy poco o nada.'),
  ],
  bibliography: refs('bierut2012', 'holmes2014'),
};

export const caffeine: TraitText = {
  ...base,
  label: 'Cafeína',
  zone: 'intolerancesOther',
  generalInfo: p('La cafeína está en el café, el mate, el té y los refrescos cola.'),
  results: p(`Usamos la variante rs762551 del gen ${b('CYP1A2')}, la enzima que la elimina.`),
  desc: [
    p(
      'Eliminás la cafeína rápido. Hasta 400 mg por día (unas 4 tazas de café) es seguro para adultos; en el embarazo, hasta 200 mg.',
    ),
    p('Eliminás la cafeína algo más lento. Si notás nervios o dormís mal, bajá a menos de 200 mg por día.'),
    p('Eliminás la cafeína lento: mantenela en 200 mg por día o menos y evitala de tarde.'),
  ],
  bibliography: refs('cornelis2006'),
};

export const appetite: TraitText = {
  ...base,
  label: 'Apetito',
  zone: 'intolerancesOther',
  generalInfo: p('El apetito es las ganas de comer; la saciedad, la señal que nos dice que ya es suficiente.'),
  results: p(`Usamos la variante rs9939609 del gen ${b('FTO')}, asociada a la saciedad.`),
  desc: [
    p('Tus señales de hambre y de saciedad funcionan de la forma habitual.'),
    p('Podrías tardar un poco más en sentir saciedad. Comé despacio y usá la escala de hambre del 1 al 10.'),
    p(
      'Tu saciedad podría llegar más tarde. Ordená tus comidas, sumá proteína y fibra y pará cerca del 7 en la escala de hambre del 1 al 10.',
    ),
  ],
  bibliography: refs('frayling2007', 'wardle2008'),
};

export const exercise: TraitText = {
  ...base,
  label: 'Ejercicio',
  zone: 'intolerancesOther',
  generalInfo: p('La respuesta al ejercicio es cuánto mejora tu capacidad física cuando entrenás.'),
  results: p(`Usamos la variante Gly482Ser del gen ${b('PPARGC1A')}, que estimula la formación de mitocondrias.`),
  desc: [
    p(
      'Tu genética se asocia a una muy buena respuesta al entrenamiento aeróbico. Aprovechala con 150 minutos de actividad moderada o 75 de actividad intensa por semana.',
    ),
    '',
    p(
      'Tu respuesta al entrenamiento aeróbico es la habitual: progresá de a poco y con constancia, con 150 minutos de actividad moderada o 75 de actividad intensa por semana.',
    ),
  ],
  bibliography: refs('ppargc1aMeta2025'),
};
