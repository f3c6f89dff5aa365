import type { FoodEntry } from '@nutritest/domain';

/** The omega 3 sentence of the weight and metabolism texts, computed from a food catalogue (see OMEGA3_PER_FISH). */
export function omega3PerFishText(foods: readonly FoodEntry[]): string {
  const names: [string, string][] = [
    ['Salmón', 'salmón'],
    ['Caballa', 'caballa'],
    ['Sardinas en lata', 'sardinas en lata'],
    ['Merluza', 'merluza'],
    ['Atún en lata al natural', 'atún en lata'],
  ];
  const parts = names.map(([name, shown]) => {
    const fish = foods.find((f) => f.name === name);
    if (!fish) throw new Error(`omega 3 text: no food named ${name}`);
    const grams = (fish.epaDha * fish.portion.grams) / 100_000;
    const amount =
      grams >= 1 ? `${grams.toFixed(1).replace('.', ',')} g` : `${Math.round((grams * 1000) / 10) * 10} mg`;
    return `${shown} (${fish.portion.grams} g) ${amount}`;
  });
  return `Una porción aporta, aproximadamente, de EPA y DHA: ${parts.join('; ')}.`;
}
