import { Progress, Stack, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCompactLayout } from '../../../../platform/ui/use-compact-layout.ts';
import { STEP_INFO, WIZARD_STEPS, stepIndex, type WizardStep } from './wizard-steps.ts';

/** Below "lg" (75em) the six labels do not fit on one row beside the navigation. */
const NARROW_SCREEN = '(max-width: 74.99em)';

/** Read at the first render, so a phone never paints the wide stepper first. */
const atOnce = { getInitialValueInEffect: false };

export interface WizardProgressProps {
  step: WizardStep;
  /** Opens a step from the stepper; without it (no saved service yet) the steps are not buttons. */
  onStepClick?: (step: WizardStep) => void;
}

/**
 * Where the wizard is. A phone shows one line ("Step 4 of 6: Contacts") over a progress bar, with every step's name
 * listed for screen readers only; a narrow screen shows the stepper with the current step's label alone (each step
 * keeps its name as its accessible name); wide screens show every label.
 */
export function WizardProgress({ step, onStepClick }: WizardProgressProps) {
  // A phone (below "sm"), where the stepper wrapped onto three rows.
  const phone = useCompactLayout();
  const narrow = useMediaQuery(NARROW_SCREEN, undefined, atOnce);
  const index = stepIndex(step);
  return (
    <nav aria-label="Steps of the service wizard">
      {phone ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Step {index + 1} of {WIZARD_STEPS.length}: {STEP_INFO[step].label}
          </Text>
          <Progress value={((index + 1) / WIZARD_STEPS.length) * 100} size="sm" aria-hidden />
          <VisuallyHidden>
            <ol aria-label="All steps">
              {WIZARD_STEPS.map((s) => (
                <li key={s} aria-current={s === step ? 'step' : undefined}>
                  {STEP_INFO[s].label}: {STEP_INFO[s].description}
                </li>
              ))}
            </ol>
          </VisuallyHidden>
        </Stack>
      ) : (
        <Stepper
          active={index}
          size="sm"
          onStepClick={onStepClick ? (i) => onStepClick(WIZARD_STEPS[i] ?? step) : undefined}
          allowNextStepsSelect={Boolean(onStepClick)}
        >
          {WIZARD_STEPS.map((s) => (
            <Stepper.Step
              key={s}
              label={narrow && s !== step ? undefined : STEP_INFO[s].label}
              aria-label={narrow ? STEP_INFO[s].label : undefined}
              title={`${STEP_INFO[s].label}: ${STEP_INFO[s].description}`}
              aria-current={s === step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      )}
    </nav>
  );
}
