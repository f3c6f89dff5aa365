export interface GlossaryEntry {
  term: string;
  definition: string;
}

/** The Glosario tab and the report's glossary (doc 2 §2). */
export const glossary: readonly GlossaryEntry[] = [
  {
    term: 'ADN',
    definition:
      'La molécula que guarda la información hereditaria. Está escrita con cuatro «letras» (las bases A, C, G y T), y el orden de esas letras forma las instrucciones para construir y hacer funcionar el cuerpo.',
  },
  {
    term: 'Alelo',
    definition:
      'Cada una de las versiones posibles de un gen o de una posición del ADN. Tenemos dos alelos de cada gen: uno que heredamos de la madre y otro del padre.',
  },
  {
    term: 'Fenotipo',
    definition:
      'Una característica que se puede observar o medir, como tolerar la leche o el nivel de vitamina B12 en sangre. Es el resultado de los genes junto con el ambiente: la alimentación, la actividad física y los hábitos.',
  },
  {
    term: 'Gen',
    definition:
      'Un tramo de ADN con las instrucciones para fabricar algo que el cuerpo necesita, por lo general una proteína. Por ejemplo, el gen LCT tiene las instrucciones para fabricar la lactasa, la enzima que digiere el azúcar de la leche.',
  },
  {
    term: 'Genotipo',
    definition:
      'La combinación de los dos alelos que tiene una persona en una posición del ADN, por ejemplo CC, CT o TT. Si los dos alelos son iguales se dice homocigoto; si son distintos, heterocigoto.',
  },
  {
    term: 'Intolerancia',
    definition:
      'Una reacción adversa a un alimento o a uno de sus componentes, en cantidades que la mayoría de las personas tolera, sin que intervenga el sistema inmune. No es lo mismo que una alergia ni que la enfermedad celíaca.',
  },
  {
    term: 'Metabolismo',
    definition:
      'El conjunto de reacciones químicas con las que el cuerpo transforma los nutrientes y otras sustancias; por ejemplo, cuando el hígado procesa la cafeína para eliminarla.',
  },
  {
    term: 'Polimorfismo',
    definition:
      'Una variación del ADN que está presente en al menos el 1 % de una población. Las variaciones más raras se llaman mutaciones o variantes raras. Cuando la variación es de una sola letra se le dice SNP.',
  },
  {
    term: 'Riesgo',
    definition:
      'La probabilidad de que algo pase. En este informe, los efectos genéticos son pequeños y se suman a muchos otros factores, como la alimentación y el estilo de vida: muestran tendencias, no confirman ni descartan enfermedades.',
  },
];
