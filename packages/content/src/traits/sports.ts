import { b, p, refs, type TraitText, ul } from './types';

const base = { understandingResults: '', snps: [] } as const;

export const WEEKLY_ACTIVITY = '150 minutos de actividad moderada o 75 minutos de actividad intensa por semana';

export const caffeineSport: TraitText = {
  ...base,
  label: 'Cafeína en el deporte',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La cafeína es una de las ayudas más estudiadas en el deporte: puede mejorar la resistencia, la concentración y la sensación de esfuerzo. Pero no todas las personas responden igual, y parte de la diferencia está en la velocidad con la que el cuerpo la elimina.',
  ),
  results: p(
    `Analizamos la variante rs762551 del gen ${b('CYP1A2')}, la enzima que elimina la cafeína. En un estudio con 101 deportistas en una prueba de ciclismo de 10 km, quienes tenían dos copias del alelo A (metabolización rápida) mejoraron su tiempo hasta un 6,8 % con cafeína; quienes tenían una copia de cada alelo no cambiaron, y quienes tenían dos copias del alelo C (metabolización lenta) fueron un 13,7 % más lentos con la dosis más alta.`,
  ),
  desc: [
    p(
      'Metabolizás la cafeína rápido. En el estudio principal (101 ciclistas), las personas con este genotipo rindieron algo más con cafeína; es un solo estudio, así que tomalo como una orientación y no como una garantía.',
    ),
    p(
      'Tu metabolización de la cafeína es intermedia: en el estudio principal, las personas con este genotipo no mejoraron ni empeoraron su rendimiento con ella.',
    ),
    p(
      'Metabolizás la cafeína lento: en dosis altas podría incluso empeorar tu rendimiento. Si la usás, probala con cuidado.',
    ),
  ],
  recommendations: [
    ul(
      'Los estudios usan entre 3 y 9 mg de cafeína por kilo de peso, unos 60 minutos antes del ejercicio. Las guías actuales sugieren quedarse entre 3 y 6 mg/kg: por encima aparecen más efectos molestos sin beneficio extra.',
      'Probala primero en los entrenamientos, nunca por primera vez en una competencia.',
      'Evitá tomarla cerca de la hora de dormir.',
    ),
    ul(
      'La cafeína antes de entrenar es opcional para vos: si la usás, elegí dosis bajas y probá en los entrenamientos cómo te sienta.',
      'Como referencia, los estudios usan entre 3 y 9 mg por kilo unos 60 minutos antes; las guías actuales recomiendan no pasar de 3 a 6 mg/kg.',
    ),
    ul(
      'Evitá la cafeína antes de competir, o probá en los entrenamientos dosis muy bajas (hasta 2 mg por kilo).',
      'Las dosis de los estudios (entre 3 y 9 mg por kilo, unos 60 minutos antes) podrían perjudicarte.',
      'Cuidá tu descanso: la cafeína te dura más y puede afectar el sueño y la recuperación.',
    ),
  ],
  bibliography: refs('guest2018', 'guest2021', 'pickering2018'),
};

export const aerobicCapacity: TraitText = {
  ...base,
  label: 'Capacidad aeróbica',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La capacidad aeróbica es la habilidad del cuerpo para usar oxígeno y sostener esfuerzos largos, como correr, nadar o andar en bicicleta. Depende mucho del entrenamiento, pero también de cómo producen energía las mitocondrias de las células.',
  ),
  results: p(
    `Analizamos la variante Gly482Ser (rs8192678) del gen ${b('PPARGC1A')}, que fabrica PGC-1α, una proteína que estimula la formación de mitocondrias y de fibras musculares de resistencia. La forma Gly/Gly (genotipo CC) es más frecuente en deportistas de resistencia de origen europeo que en la población general.`,
    `También se estudió el gen ${b('NOS3')}, relacionado con la dilatación de los vasos sanguíneos, pero sus resultados en deportistas son menos consistentes y no lo usamos para tu puntaje.`,
  ),
  desc: [
    p(
      'Tenés la forma Gly/Gly de PPARGC1A, algo más frecuente en deportistas de resistencia de origen europeo. Es una asociación pequeña: no predice cuánto vas a rendir; tu capacidad aeróbica depende sobre todo del entrenamiento.',
    ),
    '',
    p(
      'Tu genotipo corresponde a una capacidad aeróbica habitual, como la de la mayoría de las personas. El entrenamiento es lo que más la hace crecer.',
    ),
  ],
  recommendations: [
    ul(
      `Hacé al menos ${WEEKLY_ACTIVITY}.`,
      'Elegí el deporte que disfrutes: con cualquier genotipo, la resistencia mejora aumentando el volumen de forma progresiva.',
    ),
    '',
    ul(
      `Hacé al menos ${WEEKLY_ACTIVITY}.`,
      'Aumentá de a poco la duración y la intensidad: la capacidad aeróbica mejora con cualquier genotipo.',
      'Combiná el entrenamiento de resistencia con ejercicios de fuerza.',
    ),
  ],
  bibliography: refs('ppargc1aMeta2025', 'gomezGallego2009', 'zmijewski2018'),
};

export const muscleFibre: TraitText = {
  ...base,
  label: 'Composición muscular',
  zone: 'diagnosticResults',
  generalInfo: p(
    'Los músculos combinan dos grandes tipos de fibras: las rápidas, que dan fuerza y velocidad en esfuerzos cortos, y las lentas, que aguantan esfuerzos largos. La proporción de cada una cambia de persona a persona y se puede modificar en parte con el entrenamiento.',
  ),
  results: p(
    `Analizamos la variante R577X (rs1815739) del gen ${b('ACTN3')}, que fabrica la alfa-actinina-3, una proteína que solo está en las fibras rápidas. Las personas con dos copias de la forma X (genotipo TT) no la producen. En estudios con atletas, la forma XX fue muy poco frecuente entre los velocistas de élite, y la forma RR predominó en los deportes de potencia.`,
  ),
  desc: [
    p(
      `Tu genotipo (CC) es el más frecuente entre atletas de potencia y se asocia a ${b('fibras rápidas')}. No predice tu rendimiento: el entrenamiento pesa mucho más.`,
    ),
    p(
      `Tu genotipo (CT) se asocia a ${b('fibras mixtas')}, el más común. Podés entrenar fuerza y resistencia por igual.`,
    ),
    p(
      `Tu genotipo (TT) no produce alfa-actinina-3 y se asocia a ${b('fibras lentas')}: fue poco frecuente entre velocistas de élite. No limita lo que podés lograr entrenando, ni en fuerza ni en velocidad.`,
    ),
  ],
  recommendations: [
    ul(
      'Incluí trabajo de fuerza y potencia en tu rutina: pesas, saltos, pasadas cortas.',
      `Sumá igual actividad aeróbica: ${WEEKLY_ACTIVITY}.`,
      'Repartí la proteína en las comidas del día para ayudar a la recuperación muscular.',
    ),
    ul('Combiná entrenamiento de fuerza y de resistencia.', `Mantené al menos ${WEEKLY_ACTIVITY}.`),
    ul(
      'Elegí las actividades que disfrutes: la resistencia y la fuerza mejoran con el entrenamiento en cualquier genotipo.',
      'No dejes de lado la fuerza: incluí ejercicios de fuerza algunas veces por semana para cuidar músculos y huesos.',
      `Mantené al menos ${WEEKLY_ACTIVITY}.`,
    ),
  ],
  bibliography: refs('yang2003', 'fiuzaLuces2011'),
};
