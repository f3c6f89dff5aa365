import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

/** The steps of a signup flow; on phones the labels give way to "Paso n de m: label". */
export function SignupStepper({ steps, activeStep }: { steps: readonly string[]; activeStep: number }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        aria-label="Pasos del registro"
        sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
      >
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'none' }, mt: 1, textAlign: 'center', fontWeight: 700 }}
      >
        Paso {Math.min(activeStep + 1, steps.length)} de {steps.length}: {steps[Math.min(activeStep, steps.length - 1)]}
      </Typography>
    </Box>
  );
}
