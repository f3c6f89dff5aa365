import { b, p, refs, type TraitText, ul } from './types';

/**
 * EPA + DHA per usual portion of the fish people eat most, from the food catalogue's own figures
 * (issue 37: the texts said two weekly portions of any fish reached 500 mg a day). Written out here
 * rather than computed when this module loads, which would bring the whole food catalogue into
 * every page that shows a trait (issue 42: /results evaluated it on its first load); traits.test.ts
 * checks it against the catalogue (`omega3PerFishText`), so the text and the ratings never disagree.
 */
export const OMEGA3_PER_FISH =
  'Una porción aporta, aproximadamente, de EPA y DHA: salmón (150 g) 3,2 g; caballa (150 g) 1,8 g; sardinas en lata (90 g) 880 mg; merluza (150 g) 300 mg; atún en lata (80 g) 220 mg.';

const base = { understandingResults: '', snps: [] } as const;

export const saturatedFatWeight: TraitText = {
  ...base,
  label: 'Grasas saturadas y peso corporal',
  zone: 'diagnosticResults',
  generalInfo: p(
    'Las grasas saturadas están sobre todo en las carnes grasas, los embutidos, la manteca, la crema, los quesos y la pastelería. Además de su efecto conocido sobre el colesterol, en algunas personas se relacionan de forma especial con el peso corporal.',
    'En esta sección vemos si tu genética hace que tu peso sea más sensible a la cantidad de grasas saturadas que comés.',
  ),
  results: p(
    `Analizamos el gen ${b('APOA2')}, que fabrica la apolipoproteína A-II, una de las proteínas principales del colesterol HDL. La variante rs5082 (descrita en los estudios como −265T>C) hace que el gen trabaje menos; en la hebra directa del genoma, que es como mostramos tu genotipo, esa variante es el alelo G.`,
    `En tres grupos de personas de Estados Unidos (más de 3.400 en total), y después en poblaciones mediterráneas y asiáticas, quienes tenían ${b('dos copias')} de la variante (genotipo GG en la hebra directa) tenían un índice de masa corporal alrededor de un 6 % más alto, pero ${b('solo')} cuando comían 22 g o más de grasas saturadas por día. Con una sola copia no se vio ningún efecto.`,
  ),
  desc: [
    p(
      'No tenés la combinación de variantes que se asocia a aumentar de peso con las grasas saturadas. Igual conviene mantenerlas dentro de lo recomendado para cuidar tu corazón.',
    ),
    '',
    p(
      'Tenés dos copias de la variante de APOA2 que se asocia a un peso más alto cuando la alimentación es rica en grasas saturadas. No quiere decir que vayas a engordar: indica que tu cuerpo responde mejor si mantenés esas grasas bajo control.',
    ),
  ],
  recommendations: [
    p('Mantené las grasas saturadas entre 15 y 20 g por día, por debajo del 10 % de las calorías totales.') +
      ul(
        'Preferí cortes magros y sacale la grasa visible a la carne.',
        'Cociná con aceites vegetales (oliva, canola, girasol alto oleico) en lugar de manteca o grasa.',
      ),
    '',
    p(
      'Apuntá a no más de 15 g de grasas saturadas por día; en los estudios, el efecto apareció a partir de 22 g diarios.',
    ) +
      ul(
        'Elegí carnes magras, pollo sin piel y pescado; dejá el asado graso, el chorizo, la morcilla y los fiambres para ocasiones especiales.',
        'Pasate a lácteos descremados o semidescremados y a quesos magros.',
        'Reemplazá la manteca y la crema por aceite de oliva o canola, palta y frutos secos.',
        'Leé las etiquetas: buscá el dato de «grasas saturadas» por porción.',
      ),
  ],
  bibliography: refs('corella2009', 'corella2011'),
};

export const satiety: TraitText = {
  ...base,
  label: 'Saciedad',
  zone: 'diagnosticResults',
  generalInfo: p(
    'La saciedad es la sensación de haber comido lo suficiente, la que nos avisa cuándo parar. Depende de señales del estómago, del intestino y del cerebro, y también de hábitos como la velocidad a la que comemos o el tipo de alimentos que elegimos.',
    'A algunas personas esa señal les llega más tarde o más débil, y eso puede llevar a comer un poco más sin darse cuenta.',
  ),
  results: p(
    `Analizamos la variante rs9939609 del gen ${b('FTO')}, la variante genética más estudiada en relación con el peso. En un estudio con casi 39.000 personas, los adultos con dos copias del alelo A pesaban en promedio unos 3 kg más.`,
    'En niños, quienes tenían esas copias respondían menos a la saciedad: tardaban más en sentirse llenos. El efecto de cada copia es chico, y el balance entre lo que comemos y lo que gastamos pesa mucho más que el gen.',
  ),
  desc: [
    p(
      'Tu genotipo no se asocia a cambios en la saciedad. Lo esperable es que tus señales de hambre y de llenura funcionen de la forma habitual.',
    ),
    p(
      'Tenés una copia de la variante de FTO asociada a una menor saciedad. Puede que a veces tardes un poco más en sentir saciedad; prestar atención a cómo comés te ayuda a compensarlo.',
    ),
    p(
      'Tenés dos copias de la variante de FTO asociada a una menor saciedad. Es posible que la sensación de llenura te llegue más tarde y que comas más de lo que necesitás sin notarlo. Es una tendencia, no un destino: los hábitos la cambian mucho.',
    ),
  ],
  recommendations: [
    p(
      'Seguí con comidas ordenadas y variadas. Para cuidar tu peso, sumá entre 30 y 40 minutos de actividad física por día.',
    ),
    p('Algunas estrategias para sentir saciedad comiendo lo justo:') +
      ul(
        'Incluí proteína y fibra en cada comida: legumbres, huevos, pescado, verduras, cereales integrales.',
        'Comé despacio y sin pantallas; apoyá los cubiertos entre bocado y bocado.',
        'Usá una escala de hambre del 1 al 10: empezá a comer cerca del 3 y pará alrededor del 7.',
        'Sumá entre 30 y 40 minutos de actividad física por día.',
      ),
    p('Te conviene organizar tu alimentación para que la saciedad no dependa solo de la señal interna:') +
      ul(
        'Hacé las comidas en horarios regulares y evitá picar entre horas.',
        'Empezá por verduras, frutas o una sopa: llenan con pocas calorías.',
        'Incluí proteína y fibra en cada comida y preferí cereales integrales y legumbres.',
        'Comé despacio y usá la escala de hambre del 1 al 10 para decidir cuándo parar (alrededor del 7).',
        'Hacé entre 30 y 40 minutos de actividad física por día.',
      ),
  ],
  bibliography: refs('frayling2007', 'wardle2008'),
};

export const glucoseSensitivity: TraitText = {
  ...base,
  label: 'Sensibilidad a la glucosa',
  zone: 'diagnosticResults',
  generalInfo: p(
    'Después de comer, los hidratos de carbono se transforman en glucosa, que pasa a la sangre. La insulina, que fabrica el páncreas, ayuda a que esa glucosa entre en las células. Cuando esta respuesta es más lenta, la glucosa tiende a subir más después de las comidas y, con los años, aumenta la probabilidad de desarrollar diabetes tipo 2.',
  ),
  results: p(
    `Analizamos el gen ${b('TCF7L2')}, el que más se ha asociado a la diabetes tipo 2 en distintas poblaciones. El alelo T de la variante rs7903146 reduce la cantidad de insulina que libera el páncreas después de comer; cada copia aumenta el riesgo alrededor de 1,4 veces.`,
    'En un gran programa de prevención de la diabetes en Estados Unidos, los cambios de estilo de vida (alimentación y ejercicio) redujeron mucho el efecto de esta variante.',
  ),
  desc: [
    p(
      'No tenés la variante de TCF7L2 asociada a una menor respuesta de la insulina. Cómo manejás la glucosa depende sobre todo de tus hábitos, tu peso y tu actividad física.',
    ),
    p(
      'Tenés una copia de la variante de TCF7L2 asociada a una menor liberación de insulina: una tendencia moderada (alrededor de 1,4 veces más riesgo de diabetes tipo 2) a que la glucosa suba después de comer, no una enfermedad. La alimentación y la actividad física la reducen mucho.',
    ),
    p(
      'Tenés dos copias de la variante de TCF7L2 asociada a una menor liberación de insulina. Indica una mayor tendencia a que la glucosa suba después de comer, no que tengas diabetes. Con buena alimentación y actividad física esa tendencia se reduce mucho. Si querés conocer tu situación, pedile a tu médico un control de glucosa.',
    ),
  ],
  recommendations: [
    p('Mantené los hábitos que cuidan tu glucosa:') +
      ul(
        'Limitá el azúcar agregado a menos de 25 g por día y consumí entre 25 y 30 g de fibra.',
        'Tomá agua (entre 2 y 3 litros por día) en lugar de refrescos y jugos azucarados.',
        'Hacé 150 minutos de actividad moderada o 75 minutos de actividad intensa por semana.',
      ),
    p('Con una copia de la variante, estos hábitos ayudan a compensar la tendencia:') +
      ul(
        'Elegí hidratos de carbono integrales, legumbres, verduras y frutas enteras en lugar de harinas refinadas.',
        'Mantené el azúcar agregado por debajo de 25 g por día y llegá a 25–30 g de fibra.',
        'Tomá agua en lugar de refrescos y jugos azucarados.',
        'Hacé al menos 150 minutos de actividad moderada o 75 minutos de actividad intensa por semana.',
      ),
    p('Tus hábitos pueden compensar gran parte de esta tendencia:') +
      ul(
        'Elegí hidratos de carbono integrales, legumbres, verduras y frutas enteras en lugar de harinas refinadas.',
        'Mantené el azúcar agregado por debajo de 25 g por día y llegá a 25–30 g de fibra.',
        'Si necesitás endulzar, la stevia es una opción: en hoja, hasta unas 8 hojas por día.',
        'Tomá entre 2 y 3 litros de agua por día y dejá de lado las bebidas azucaradas.',
        'Hacé al menos 150 minutos de actividad moderada o 75 minutos de actividad intensa por semana.',
        'Consultá a tu médico para controlar tu glucosa de forma periódica.',
      ),
  ],
  bibliography: refs('grant2006', 'saxena2006'),
};

export const ldlCholesterol: TraitText = {
  ...base,
  label: 'Niveles séricos de colesterol LDL',
  zone: 'diagnosticResults',
  generalInfo: p(
    'El colesterol LDL, conocido como «colesterol malo», lleva colesterol por la sangre hacia los tejidos. Cuando está alto durante muchos años, favorece que se acumule en las arterias. Su nivel depende de la alimentación, el peso, la actividad física y también de la genética.',
  ),
  results: p(
    `Analizamos el gen ${b('APOE')}, que fabrica una proteína encargada de retirar colesterol de la sangre. Dos variantes (rs429358 y rs7412) definen sus tres formas más comunes: ε2, ε3 y ε4. Un análisis de 82 estudios con más de 86.000 personas mostró que quienes tienen ε4 suelen tener el LDL más alto, y quienes tienen ε2, más bajo.`,
    'Las personas con ε4 también suelen responder más a la alimentación: al bajar las grasas saturadas y el colesterol de la comida, su LDL baja más.',
    'El gen APOE se estudia además en relación con otros aspectos de la salud que van más allá de la nutrición. Si querés profundizar en ellos, hacelo con tu médico o en una consulta de asesoramiento genético.',
  ),
  desc: [
    p(
      'Tus variantes de APOE no se asocian a un colesterol LDL más alto. Igual, tu colesterol depende mucho de lo que comés y de tu estilo de vida, así que vale la pena cuidarlo.',
    ),
    p(
      'Tenés una copia de la forma ε4 de APOE, asociada a un colesterol LDL algo más alto que el habitual. Es una tendencia moderada, no una enfermedad; si querés conocer tus valores, pedile a tu médico un perfil de lípidos. Quienes tienen ε4 suelen responder bien a los cambios en la alimentación.',
    ),
    p(
      'Tenés dos copias de la forma ε4 de APOE, asociada a un colesterol LDL más alto. No indica ninguna enfermedad: es una tendencia que conviene conocer. Te recomendamos una consulta con tu médico para revisar tu perfil de lípidos. La buena noticia es que quienes tienen esta variante suelen responder muy bien a los cambios en la alimentación.',
    ),
  ],
  recommendations: [
    p('Para mantener tu colesterol en rango:') +
      ul(
        'Las grasas no deberían superar el 30 % de las calorías del día: saturadas menos del 10 %, monoinsaturadas entre 15 y 20 % y poliinsaturadas entre 6 y 11 %.',
        'Preferí aceite de oliva, palta, frutos secos y pescado.',
        'Sumá fibra: legumbres, avena, frutas y verduras.',
      ),
    p('Con una copia de ε4, tu LDL responde bien a la alimentación:') +
      ul(
        'Grasas saturadas por debajo del 10 % de las calorías: preferí aceite de oliva o canola, frutos secos, pescado y legumbres a la manteca, la crema y los fiambres.',
        'Moderá los alimentos muy ricos en colesterol, como las achuras.',
        'Aumentá la fibra con avena, legumbres, frutas y verduras.',
        'Si tenés más de 40 años o antecedentes familiares, controlá tu colesterol con tu médico.',
      ),
    p(
      `Lo primero es una ${b('consulta con tu médico')} para medir tu colesterol y decidir, con tus datos, qué necesitás. Mientras tanto, estas pautas ayudan:`,
    ) +
      ul(
        'Grasas hasta el 30 % de las calorías: saturadas menos del 10 %, monoinsaturadas 15–20 % y poliinsaturadas 6–11 %.',
        'Reemplazá manteca, crema, fiambres y carnes grasas por aceite de oliva o canola, frutos secos, pescado y legumbres.',
        'Moderá los alimentos muy ricos en colesterol, como las achuras y el exceso de yemas de huevo.',
        'Aumentá la fibra con avena, legumbres, frutas y verduras.',
      ),
  ],
  bibliography: refs('bennet2007', 'risck2018'),
};

export const omega3Need: TraitText = {
  ...base,
  label: 'Requerimiento de grasas Omega 3',
  zone: 'diagnosticResults',
  generalInfo: p(
    'Los omega 3 son grasas esenciales: el cuerpo no puede fabricarlas desde cero y las tiene que obtener de la comida. Las formas más activas, EPA y DHA, están en los pescados grasos. Las semillas de lino y chía y las nueces aportan otro omega 3, el ALA, que el cuerpo convierte en EPA y DHA solo en parte. Participan en la salud del corazón, del cerebro y de la vista.',
  ),
  results: p(
    `Analizamos el gen ${b('FADS1')}, que fabrica una enzima (la delta-5 desaturasa) clave para convertir el omega 3 vegetal en EPA. En un estudio genómico, el alelo T de la variante rs174537 fue la señal más fuerte asociada a los ácidos grasos de la sangre: quienes lo tenían presentaban menos ácido araquidónico y menos EPA.`,
    'Cuando esta conversión es más lenta, el omega 3 que ya viene «listo» en el pescado se vuelve más importante.',
  ),
  desc: [
    p(
      'Tu genotipo se asocia a una conversión habitual del omega 3 vegetal en sus formas activas. Igual necesitás incluirlo en tu alimentación.',
    ),
    p(
      'Tenés una copia de la variante de FADS1 asociada a una conversión algo más lenta del omega 3 vegetal. El omega 3 que ya viene en forma activa, como el del pescado, te resulta más útil.',
    ),
    p(
      'Tenés dos copias de la variante de FADS1 asociada a una conversión más lenta del omega 3 vegetal. Tu cuerpo aprovecharía mejor el omega 3 que ya viene en forma activa, como el del pescado.',
    ),
  ],
  recommendations: [
    p(
      `La referencia europea para adultos es de 250 mg de EPA y DHA por día (unos 1,75 g por semana). ${OMEGA3_PER_FISH} Dos porciones por semana de un pescado graso cubren la semana; con pescados magros como la merluza hacen falta más porciones. Si tu alimentación es vegetariana o vegana, sumá semillas de lino o chía y nueces todos los días.`,
    ),
    p('Conviene que el omega 3 venga ya en forma activa, del pescado:') +
      ul(
        'Al menos dos porciones de pescado por semana, una de ellas de un pescado graso (salmón, caballa o sardinas).',
        OMEGA3_PER_FISH,
        'Si tu alimentación es vegetariana o vegana, sumá lino, chía o nueces todos los días y consultá con un profesional si te conviene un suplemento de algas.',
      ),
    p('Apuntá al extremo alto de la recomendación, entre 500 mg y 1 g de EPA y DHA por día (3,5 a 7 g por semana):') +
      ul(
        'Dos o tres porciones por semana de pescados grasos: salmón, caballa o sardinas.',
        OMEGA3_PER_FISH,
        'Si tu alimentación es vegetariana o vegana, apuntá a unos 2 g diarios de omega 3 de lino, chía o nueces, y consultá con un profesional si te conviene un suplemento.',
      ),
  ],
  bibliography: refs('tanaka2009Pufa', 'mathias2011', 'efsaFats2010'),
};
