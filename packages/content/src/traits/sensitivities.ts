import { b, p, refs, type TraitText, ul } from './types';

const base = { understandingResults: '', snps: [] } as const;

/** A standard drink as doc 2 §9 gives it. */
const DRINK = 'un trago equivale a 350 ml de cerveza, 147 ml de vino o 44 ml de bebidas blancas';

export const lactoseTolerance: TraitText = {
  ...base,
  label: 'Tolerancia a la lactosa',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La lactosa es el azúcar de la leche. Para digerirla hace falta la lactasa, una enzima del intestino. En la mayoría de los adultos del mundo (alrededor de dos de cada tres) la lactasa baja después de la infancia; cuando eso pasa, mucha lactosa junta puede dar gases, hinchazón o diarrea. En otras personas, la lactasa se mantiene activa toda la vida.',
    'La intolerancia a la lactosa no es una alergia: no involucra al sistema inmune.',
  ),
  results: p(
    `Analizamos la variante −13910 (rs4988235), que está en el gen ${b('MCM6')} y funciona como un «interruptor» del gen de la lactasa (LCT). En la hebra directa del genoma, que es como mostramos tu genotipo: con al menos una copia del alelo A, la lactasa suele seguir activa en la adultez; con dos copias del alelo G (genotipo GG), tiende a disminuir.`,
    'Esta variante explica muy bien la persistencia de la lactasa en personas de origen europeo, pero no en todas las poblaciones. Además, muchas personas con menos lactasa toleran cantidades moderadas sin síntomas.',
  ),
  desc: [
    p(
      'Tenés al menos una copia de la variante asociada a mantener la lactasa activa en la adultez. Lo esperable es que digieras bien la leche y sus derivados.',
    ),
    '',
    p(
      'Tenés dos copias de la variante asociada a que la lactasa disminuya en la adultez. Puede que la leche en cantidad te caiga mal. No quiere decir que tengas que dejar los lácteos: la mayoría de las personas en esta situación toleran porciones moderadas.',
    ),
  ],
  recommendations: [
    p('Podés consumir lácteos con normalidad: son una buena fuente de calcio y proteínas.'),
    '',
    ul(
      'No superes unos 12 g de lactosa por vez (más o menos una taza de leche) y repartí los lácteos a lo largo del día, junto con otras comidas.',
      'Preferí leche deslactosada, yogur y quesos duros o estacionados, que tienen muy poca lactosa.',
      'Ojo con el dulce de leche, los helados y el café con leche: también suman lactosa.',
      'No descuides el calcio: si reducís los lácteos, buscá alimentos fortificados con calcio.',
      'Si tenés molestias frecuentes, consultá a tu médico.',
    ),
  ],
  bibliography: refs('enattah2002', 'storhaug2017', 'hrubisko2021'),
};

export const celiacRisk: TraitText = {
  ...base,
  label: 'Predisposición genética a la celiaquía',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La enfermedad celíaca es una enfermedad autoinmune: en personas predispuestas, el gluten (una proteína del trigo, la cebada y el centeno) dispara una reacción que daña el intestino. Afecta a alrededor del 1 % de las personas en el mundo, y muchas no saben que la tienen.',
    'Para desarrollarla casi siempre hace falta tener ciertas variantes de los genes HLA-DQ, pero tenerlas no alcanza: la mayoría de quienes las tienen nunca desarrollan la enfermedad.',
  ),
  results: p(
    `Analizamos marcadores de los genes ${b('HLA-DQ')} que permiten reconocer los tipos DQ2.5 y DQ8. Entre el 90 y el 95 % de las personas celíacas tienen DQ2.5, y la mayoría del resto tiene DQ8. Leemos dos marcadores: rs2187668, que marca DQ2.5, y rs7454108, que marca DQ8. De los seis marcadores que suelen usarse para tipificar HLA-DQ, estos son dos: no leemos los de DQ2.2 ni DQ7, y no reemplazamos un tipado HLA completo.`,
    `Estas variantes son frecuentes en la población general, por eso encontrarlas indica una ${b('predisposición genética')}, no la enfermedad. Un resultado sin estas variantes tampoco descarta del todo la celiaquía, porque no cubrimos los otros tipos (como DQ2.2).`,
  ),
  desc: [
    p(
      'No encontramos los marcadores de DQ2.5 ni de DQ8, los tipos que tiene la gran mayoría de las personas celíacas. Eso hace menos probable la predisposición, pero no la descarta: no leemos DQ2.2 ni DQ7. Si tenés síntomas, consultá igual a tu médico y no dejes el gluten sin estudio serológico.',
    ),
    '',
    p(
      'Encontramos al menos un marcador de los tipos asociados a la celiaquía (DQ2.5 o DQ8): es una predisposición genética, no la enfermedad. Estos tipos son muy comunes y la mayoría de las personas que los tienen nunca se enferma. No dejes el gluten sin estudio serológico; si tenés síntomas digestivos, cansancio, anemia o familiares celíacos, consultá a tu médico.',
    ),
  ],
  recommendations: [
    p(
      'Tu genética no indica ninguna restricción de gluten. Si alguna vez tenés síntomas que no se van, consultá a tu médico.',
    ),
    '',
    ul(
      `${b('No empieces una dieta sin gluten por tu cuenta')}: si más adelante necesitás estudiarte, los análisis podrían dar un resultado falso.`,
      'Si tenés síntomas (hinchazón, diarrea, cansancio, anemia, pérdida de peso) o familiares celíacos, pedile a tu médico un análisis de sangre (anticuerpos antitransglutaminasa IgA) mientras seguís comiendo gluten.',
      'La dieta sin gluten es el tratamiento solo cuando un profesional confirma la enfermedad con los estudios correspondientes.',
    ),
  ],
  bibliography: refs('monsuur2008', 'singh2018', 'murray2007'),
};

export const caffeineSensitivity: TraitText = {
  ...base,
  label: 'Sensibilidad a la cafeína',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La cafeína está en el café, el mate, el té, los refrescos cola, las bebidas energéticas y el chocolate. El hígado la elimina gracias a una enzima llamada CYP1A2. La rapidez con la que lo hace cambia mucho de una persona a otra, y eso influye en cuánto dura su efecto.',
  ),
  results: p(
    `Analizamos la variante −163A>C (rs762551) del gen ${b('CYP1A2')}. Con dos copias del alelo A la cafeína se elimina rápido; el alelo C se asocia a una eliminación más lenta. En un estudio, las personas de metabolización lenta que tomaban 4 o más tazas de café por día tenían más riesgo de infarto, algo que no se vio en las de metabolización rápida.`,
    'Fumar acelera esta enzima, así que el efecto real también depende de tus hábitos.',
  ),
  desc: [
    p('Tu genotipo se asocia a una metabolización rápida de la cafeína: tu cuerpo la elimina con eficiencia.'),
    p(
      'Tenés una copia de la variante asociada a una metabolización más lenta. La cafeína podría durarte un poco más en el cuerpo.',
    ),
    p(
      'Tenés dos copias de la variante asociada a una metabolización lenta de la cafeína. Su efecto puede durarte más, así que te conviene moderarla.',
    ),
  ],
  recommendations: [
    p(
      'Podés consumir hasta 400 mg de cafeína por día (unas 4 tazas de café). En el embarazo el límite es de 200 mg por día. Si te cuesta dormir, evitá la cafeína de la tarde.',
    ),
    ul(
      'Si notás palpitaciones, nervios o problemas para dormir, bajá a menos de 200 mg por día (unas 2 tazas de café).',
      'En ningún caso superes los 400 mg diarios; en el embarazo, no más de 200 mg.',
      'Evitá la cafeína al final del día.',
      'Acordate de que el mate también suma, y bastante, según la cantidad de yerba que uses.',
    ),
    ul(
      'Mantené la cafeína en unos 200 mg por día o menos (alrededor de 2 tazas de café) y no la tomes de tarde ni de noche.',
      'En el embarazo, no superes los 200 mg diarios.',
      'Sumá todas las fuentes: mate, té, café, refrescos cola y bebidas energéticas.',
      'Probá alternativas: café descafeinado o infusiones sin cafeína.',
    ),
  ],
  bibliography: refs('cornelis2006'),
};

export const saltSensitivity: TraitText = {
  ...base,
  label: 'Sensibilidad a la sal (ACE)',
  zone: 'diagnosticResults',
  generalInfo: p(
    'En algunas personas la presión arterial sube bastante cuando comen mucha sal; en otras casi no cambia. Eso se llama sensibilidad a la sal, y es más frecuente en personas con presión alta (alrededor de la mitad) que en personas con presión normal (alrededor de una de cada cuatro).',
  ),
  results: p(
    `Analizamos la variante I/D del gen ${b('ACE')}, que fabrica la enzima convertidora de angiotensina, clave en el control de la presión. En estudios con dietas altas en sal, las personas con dos copias de la forma I (inserción) tuvieron la mayor suba de presión, y las que tenían dos copias de la forma D, la menor.`,
    'La evidencia viene de estudios chicos y no siempre coincide, así que tomá este resultado como una orientación.',
  ),
  desc: [
    p('Tu genotipo de ACE no se asocia a una mayor sensibilidad a la sal. Igual, reducir la sal es bueno para todos.'),
    p(
      'Tenés una copia de la variante de ACE asociada a más sensibilidad a la sal. Tu presión podría responder en parte a la cantidad de sal que comés.',
    ),
    p(
      'Tenés dos copias de la variante de ACE asociada a una mayor sensibilidad a la sal. Tu presión podría subir más que la de otras personas con una alimentación salada. Es una tendencia: bajar la sal te puede dar un beneficio claro.',
    ),
  ],
  recommendations: [
    p('Consumí como máximo 5 g de sal por día (más o menos una cucharadita), contando la que ya traen los alimentos.'),
    ul(
      'No superes los 5 g de sal por día, incluida la que viene en los alimentos.',
      'Probá la comida antes de salarla y usá hierbas, especias y limón para dar sabor.',
      'Sumá frutas, verduras y legumbres, que aportan potasio.',
    ),
    ul(
      'Apuntá a menos de 5 g de sal por día: cuanto menos, mejor.',
      'Limitá fiambres, embutidos, quesos salados, panificados, snacks y caldos en cubo: son la principal fuente de sal escondida.',
      'Sacá el salero de la mesa y condimentá con hierbas, ajo, especias y limón.',
      'Aumentá los alimentos ricos en potasio: frutas, verduras y legumbres.',
      'Controlá tu presión arterial periódicamente.',
    ),
  ],
  bibliography: refs('poch2001', 'hiraga1996'),
};

export const alcoholResponse: TraitText = {
  ...base,
  label: 'Respuesta al alcohol (ADH1B)',
  zone: 'diagnosticResults',
  generalInfo: p(
    'El hígado procesa el alcohol en dos pasos. Primero lo transforma en acetaldehído, una sustancia tóxica que da enrojecimiento de la cara, calor, palpitaciones y malestar; después lo convierte en una sustancia inofensiva. Si el primer paso va muy rápido, el acetaldehído se acumula y el alcohol cae peor.',
  ),
  results: p(
    `Analizamos la variante Arg48His (rs1229984) del gen ${b('ADH1B')}. La forma His acelera el primer paso y hace que el acetaldehído se acumule, por eso quienes la tienen suelen sentir antes los efectos desagradables del alcohol. En estudios con cientos de miles de personas, quienes tenían esta variante tomaban menos alcohol y tenían menos riesgo de dependencia.`,
    'Es una variante poco frecuente en personas de origen europeo y mucho más común en el este de Asia.',
  ),
  desc: [
    p(
      'Tu genotipo se asocia a una respuesta habitual al alcohol. Eso no lo vuelve más seguro: el alcohol nos afecta a todos.',
    ),
    p(
      'Tenés una copia de la variante de ADH1B que acelera la transformación del alcohol en acetaldehído. Puede que con poca cantidad notes calor, enrojecimiento o malestar.',
    ),
    p(
      'Tenés dos copias de la variante de ADH1B que acelera la transformación del alcohol. Es probable que con muy poco alcohol sientas enrojecimiento, palpitaciones o malestar: es una señal de tu cuerpo que conviene escuchar.',
    ),
  ],
  recommendations: [
    p(
      `Si tomás alcohol, que sea con moderación: hasta 1 trago por día las mujeres y 2 los hombres; ${DRINK}. Menos siempre es mejor, y en el embarazo no se recomienda nada de alcohol.`,
    ),
    ul(
      `Si tomás, no superes 1 trago por día si sos mujer o 2 si sos hombre; ${DRINK}.`,
      'Si notás calor o enrojecimiento, tu cuerpo está acumulando acetaldehído: bajá la cantidad.',
      'En el embarazo, nada de alcohol.',
    ),
    ul(
      'Lo mejor para vos es tomar muy poco alcohol o nada.',
      `Si tomás, no superes 1 trago por día si sos mujer o 2 si sos hombre, y quedate por debajo si te cae mal; ${DRINK}.`,
      'No intentes «acostumbrarte»: las molestias indican que el acetaldehído se está acumulando.',
      'En el embarazo, nada de alcohol.',
    ),
  ],
  bibliography: refs('bierut2012', 'holmes2014'),
};

export const histamineSensitivity: TraitText = {
  ...base,
  label: 'Sensibilidad a la histamina',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La histamina es una sustancia que el cuerpo produce y que también está en algunos alimentos, sobre todo en los fermentados, estacionados o mal conservados. Normalmente se degrada en el intestino, pero si se acumula puede dar dolor de cabeza, enrojecimiento, picazón, diarrea o bajas de presión. A eso se le llama intolerancia a la histamina, un cuadro que todavía se discute y que es difícil de confirmar.',
  ),
  results: p(
    `Analizamos cuatro variantes del gen ${b('AOC1')}, que fabrica la diaminooxidasa (DAO), la principal enzima que degrada la histamina de los alimentos, y una variante del gen ${b('HNMT')}, que la degrada dentro de las células. Estas variantes se asocian a una menor actividad de las enzimas.`,
    'No existe un punto de corte validado: contamos cuántas variantes tenés y si alguna está en dos copias. Además, la actividad de la DAO se relaciona poco con los síntomas, así que este resultado orienta, pero no confirma ni descarta nada.',
  ),
  desc: [
    p('No encontramos variantes asociadas a una menor degradación de la histamina.'),
    p(
      'Tenés algunas variantes asociadas a una menor actividad de las enzimas que degradan la histamina. Si notás síntomas después de ciertos alimentos, podría valer la pena revisarlos.',
    ),
    p(
      'Tenés varias variantes (o alguna en dos copias) asociadas a una menor degradación de la histamina. Solo importa si tenés síntomas: muchas personas con este resultado no tienen ninguna molestia.',
    ),
  ],
  recommendations: [
    p('Tu genética no pide cambios. Priorizá alimentos frescos y bien conservados.'),
    p('Solo si tenés síntomas:') +
      ul(
        'Preferí alimentos frescos y congelá las sobras en lugar de guardarlas varios días en la heladera.',
        'Observá cómo te caen los quesos estacionados, los fiambres curados, los pescados enlatados o ahumados, el vino y la cerveza.',
        'Consultá con un profesional antes de hacer dietas de exclusión.',
      ),
    p('Solo si tenés síntomas:') +
      ul(
        'Preferí alimentos frescos, cocinados en el momento, y congelá las sobras.',
        'Limitá los quesos estacionados, el salame y los embutidos curados, los pescados enlatados, ahumados o poco frescos, el chucrut, la salsa de soja, el vino, la cerveza y el vinagre.',
        'El alcohol también frena la enzima DAO: reducilo.',
        'No elimines frutas «por las dudas»: esa exclusión tiene poco respaldo.',
        'Hacé cualquier dieta de exclusión con la guía de un profesional.',
      ),
  ],
  bibliography: refs('comasBaste2020', 'sanchezPerez2021', 'duelo2024', 'hnmt2000'),
};
