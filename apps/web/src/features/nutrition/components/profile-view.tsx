import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  biologicalSexLabels,
  biologicalSexOptions,
  bmiCategory,
  dailyExerciseLabels,
  dailyExerciseOptions,
  dietById,
  macroBarPercent,
  minimumRecommendedKcal,
  type NutritionGenetics,
  type NutritionProfile,
  nutritionNoteTexts,
  objectiveLabels,
  objectiveOptions,
  Sex,
  saturatedFatLimitGrams,
} from '@nutritest/domain';
import type { ReactNode } from 'react';
import { formatBmi, formatGrams, formatKcal, formatLitres } from '../lib/format';

function Figure({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default', minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
        {value}
      </Typography>
      {detail && (
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

const macros = [
  { key: 'carbs', label: 'Carbohidratos', grams: (p: NutritionProfile) => p.recommendedDailyCarbos },
  { key: 'proteins', label: 'Proteínas', grams: (p: NutritionProfile) => p.recommendedDailyProteins },
  { key: 'fats', label: 'Grasas', grams: (p: NutritionProfile) => p.recommendedDailyFats },
] as const;

/** The note shown when the formula's figure was raised to the safe minimum (decision 011). */
export function floorNote(profile: NutritionProfile): string | null {
  if (profile.computedCaloriesPerDay === null) return null;
  const minimum = profile.sex === Sex.Female ? minimumRecommendedKcal.female : minimumRecommendedKcal.male;
  return `Según la fórmula tu requerimiento sería de ${formatKcal(profile.computedCaloriesPerDay)}, por debajo del mínimo seguro de ${formatKcal(minimum)}. Te mostramos ese mínimo: consultá a un profesional de la nutrición antes de seguir un plan con menos calorías.`;
}

/** Mi perfil: energy, macros, water, BMI and the chosen diet (doc 2 §2, §9). */
/** The saturated-fat line: the general limit before results, the one the results set after (issue 22). */
function SaturatedFat({ profile, genetics }: { profile: NutritionProfile; genetics: NutritionGenetics }) {
  const grams = saturatedFatLimitGrams(profile.recommendedCaloriesPerDay, genetics);
  const detail = !genetics.hasResults
    ? 'Límite general, sin ajuste genético.'
    : genetics.saturatedFatSensitive
      ? 'Ajustado a tu ADN: tu peso es más sensible a las grasas saturadas (APOA2), por eso el límite es más bajo.'
      : 'Ajustado a tu ADN: tus resultados no piden un límite más bajo que el general.';
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Grasas saturadas (máximo)</Typography>
        <Typography>hasta {formatGrams(grams)}</Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {detail}
      </Typography>
    </Box>
  );
}

export function ProfileView({
  profile,
  genetics,
  onChangeDiet,
  onUpdate,
}: {
  profile: NutritionProfile;
  /** The genetic adjustment's inputs; the line waits for them (undefined while loading). */
  genetics?: NutritionGenetics;
  onChangeDiet(): void;
  onUpdate(): void;
}) {
  const diet = dietById(profile.selectedDiet);
  const note = floorNote(profile);
  const summary = [
    biologicalSexLabels[biologicalSexOptions[profile.sex]],
    `${profile.age} años`,
    `${String(profile.weight).replace('.', ',')} kg`,
    `${profile.height} cm`,
    objectiveLabels[objectiveOptions[profile.goals]],
    `ejercicio: ${dailyExerciseLabels[dailyExerciseOptions[profile.actualExcercise]].toLowerCase()}`,
  ].join(' · ');

  return (
    <Stack spacing={3}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {summary}
      </Typography>
      {(profile.notes ?? []).map((key) => (
        <Alert key={key} severity={key === 'adjustedWeight' ? 'info' : 'warning'}>
          {nutritionNoteTexts[key]}
        </Alert>
      ))}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <Figure label="Metabolismo basal" value={formatKcal(profile.bmr)} />
        <Figure label="Calorías recomendadas por día" value={formatKcal(profile.recommendedCaloriesPerDay)} />
        <Figure label="Agua" value={formatLitres(profile.recommendedDailyWater)} detail="por día" />
        <Figure label="IMC" value={formatBmi(profile.imc)} detail={bmiCategory(profile.imc)} />
      </Box>
      {note && <Alert severity="warning">{note}</Alert>}

      <Box component="section" aria-labelledby="nutrition-macros">
        <Typography id="nutrition-macros" component="h3" variant="h6" gutterBottom>
          Macronutrientes por día
        </Typography>
        <Stack spacing={1.5}>
          {macros.map((macro) => {
            const grams = macro.grams(profile);
            const percent = macroBarPercent(grams, macro.key);
            return (
              <Box key={macro.key}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>{macro.label}</Typography>
                  <Typography>{formatGrams(grams)}</Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${macro.label}: ${formatGrams(grams)}`}
                  aria-valuetext={`${percent} % de la referencia de ${formatKcal(1672)}`}
                  sx={{ height: 10, borderRadius: 5 }}
                />
              </Box>
            );
          })}
          {genetics && <SaturatedFat profile={profile} genetics={genetics} />}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="nutrition-diet">
        <Typography id="nutrition-diet" component="h3" variant="h6" gutterBottom>
          Dieta
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{diet.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Carbohidratos {diet.carb} · Proteínas {diet.protein} · Grasas {diet.fats}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={onChangeDiet}>
            Cambiar dieta
          </Button>
        </Box>
      </Box>

      <Box>
        <Button variant="contained" onClick={onUpdate}>
          Actualizar mis datos
        </Button>
      </Box>
    </Stack>
  );
}
