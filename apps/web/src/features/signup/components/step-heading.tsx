import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of the current step. When the step changes (not on the first render) it takes the
 * focus, so keyboard and screen-reader users start reading the new step from its title.
 */
export function StepHeading({ children, stepKey }: { children: ReactNode; stepKey: string | number }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [stepKey]);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h5" component="h2" gutterBottom sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}
