/** The wizard's steps, in order; the URL's `step` names one of them (SPEC §2: /create?step=Service). */
export const WIZARD_STEPS = [
  'Service',
  'Locations',
  'Schedules',
  'Contacts',
  'Eligibility',
  'Review',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface StepInfo {
  /** In the stepper. */
  label: string;
  /** Under the label in the stepper. */
  description: string;
  /** The step's heading, which gets the focus when the step changes. */
  heading: string;
}

export const STEP_INFO: Record<WizardStep, StepInfo> = {
  Service: { label: 'Service', description: 'Name and who runs it', heading: 'About the service' },
  Locations: {
    label: 'Locations',
    description: 'Where it is offered',
    heading: 'Where the service is offered',
  },
  Schedules: { label: 'Schedules', description: 'Opening hours', heading: 'When the service is open' },
  Contacts: { label: 'Contacts', description: 'People and phones', heading: 'Contacts and phones' },
  Eligibility: {
    label: 'Eligibility',
    description: 'Who, documents, areas',
    heading: 'Eligibility, required documents and service areas',
  },
  Review: { label: 'Review', description: 'Check and publish', heading: 'Review and publish' },
};

/** The step a URL value names (any letter case); the first step for anything else. */
export function parseStep(value: string | undefined): WizardStep {
  const wanted = value?.trim().toLowerCase();
  return WIZARD_STEPS.find((step) => step.toLowerCase() === wanted) ?? 'Service';
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** The step after `step`, or null after the last. */
export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[stepIndex(step) + 1] ?? null;
}

/** The step before `step`, or null before the first. */
export function previousStep(step: WizardStep): WizardStep | null {
  const index = stepIndex(step);
  return index === 0 ? null : (WIZARD_STEPS[index - 1] ?? null);
}

/** How wide a step's forms grow, in pixels: the step's buttons (Back, Save and continue) line up with their edge. */
export const STEP_WIDTH = 880;
