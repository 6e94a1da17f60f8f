import type { ServiceDetailsView } from '@casework/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../../platform/forms/toast.ts';
import { Page } from '../../../../platform/layout/page.tsx';
import { RouterButton } from '../../../../platform/layout/router-links.tsx';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ErrorAlert } from '../../../../platform/ui/error-alert.tsx';
import { LoadingIndicator } from '../../../../platform/ui/loading-indicator.tsx';
import { PendingButton } from '../../../../platform/ui/pending-button.tsx';
import { useService } from '../../api/get-service.ts';
import { canEditDirectory } from '../can-edit-directory.ts';
import { ContactsStep } from './contacts-step.tsx';
import { EligibilityStep } from './eligibility-step.tsx';
import { LocationsStep } from './locations-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SchedulesStep } from './schedules-step.tsx';
import { ServiceStep } from './service-step.tsx';
import { WizardFormsContext, createWizardFormRegistry } from './wizard-forms.tsx';
import { useCompactLayout } from '../../../../platform/ui/use-compact-layout.ts';
import { WizardProgress } from './wizard-progress.tsx';
import {
  STEP_INFO,
  STEP_WIDTH,
  WIZARD_STEPS,
  nextStep,
  parseStep,
  previousStep,
  stepIndex,
  type WizardStep,
} from './wizard-steps.ts';

export interface ServiceWizardPageProps {
  /** The URL's step name; the first step when missing or unknown. */
  step?: string;
  /** The service being edited; absent until the first step creates it. */
  serviceId?: string;
}

/** /staff/find-a-service/create?step=…&serviceId=…: add or edit a service step by step (directory editors). */
export function ServiceWizardPage({ step, serviceId }: ServiceWizardPageProps) {
  const current = useCurrentUser();
  if (current.status === 'pending') return <LoadingIndicator size="sm" label="Loading" />;
  if (current.status === 'error')
    return <ErrorAlert title="Your permissions could not be loaded" error={current.error} />;
  if (!canEditDirectory(current.user))
    return (
      <Page title={serviceId ? 'Edit a service' : 'Add a service'}>
        <Alert color="gray" role="status" title="Only directory editors can change services" maw={720}>
          Adding and changing services needs the Directory Editor role in one of your teams, or the
          Administrator role. Ask an administrator if you need it.
        </Alert>
        <RouterButton to="/staff/find-a-service" variant="default" w="fit-content">
          Back to the service finder
        </RouterButton>
      </Page>
    );
  // Without a saved service only the first step can be shown: the others hang off the service.
  return <ServiceWizard serviceId={serviceId} step={serviceId ? parseStep(step) : 'Service'} />;
}

function ServiceWizard({ serviceId, step }: { serviceId: string | undefined; step: WizardStep }) {
  const navigate = useNavigate();
  const service = useService(serviceId);
  const [registry] = useState(createWizardFormRegistry);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const blocker = useBlocker({
    shouldBlockFn: () => registry.anyDirty(),
    enableBeforeUnload: () => registry.anyDirty(),
    withResolver: true,
  });

  // The new step's heading gets the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  function goTo(target: WizardStep, options: { serviceId?: string; ignoreBlocker?: boolean } = {}) {
    void navigate({
      to: '/staff/find-a-service/create',
      search: { serviceId: options.serviceId ?? serviceId, step: target },
      ignoreBlocker: options.ignoreBlocker,
    });
  }

  async function saveAndContinue() {
    if (saving) return;
    setSaving(true);
    try {
      const outcome = await registry.saveAll();
      const next = nextStep(step);
      if (outcome.ok && next) goTo(next, { serviceId: outcome.serviceId, ignoreBlocker: true });
    } finally {
      setSaving(false);
    }
  }

  function published(saved: ServiceDetailsView) {
    showToast({ color: 'teal', message: `${saved.name} is saved and ${saved.status}.` });
    void navigate({
      to: '/staff/find-a-service/service-details',
      search: { serviceId: saved.id },
      ignoreBlocker: true,
    });
  }

  const title = service.data ? `Edit ${service.data.name}` : serviceId ? 'Edit a service' : 'Add a service';
  const index = stepIndex(step);
  const back = previousStep(step);
  const onPhone = useCompactLayout();

  return (
    <Page
      title={title}
      documentTitle={`${STEP_INFO[step].label} · ${title}`}
      description="Each step is saved when you continue: you can leave and come back to this page later."
    >
      <WizardProgress step={step} onStepClick={serviceId ? (target) => goTo(target) : undefined} />
      <Stack gap={2}>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {STEP_INFO[step].heading}
        </Title>
        {onPhone ? null : (
          <Text size="sm" c="dimmed">
            Step {index + 1} of {WIZARD_STEPS.length}
          </Text>
        )}
      </Stack>
      <WizardFormsContext value={registry}>
        <StepBody
          step={step}
          serviceId={serviceId}
          service={service}
          onContinue={() => void saveAndContinue()}
          onEdit={(target) => goTo(target)}
          onPublished={published}
        />
      </WizardFormsContext>
      <Group justify="space-between" maw={STEP_WIDTH}>
        {back ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => goTo(back)}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {step === 'Review' ? null : (
          <PendingButton
            rightSection={<IconArrowRight size={16} aria-hidden />}
            pending={saving}
            disabled={serviceId !== undefined && !service.data}
            onClick={() => void saveAndContinue()}
          >
            Save and continue
          </PendingButton>
        )}
      </Group>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave without saving"
        cancelLabel="Stay on this step"
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Some of what you typed on this step is not saved yet. Stay to save it, or leave and lose it.
      </ConfirmDialog>
    </Page>
  );
}

interface StepBodyProps {
  step: WizardStep;
  serviceId: string | undefined;
  service: ReturnType<typeof useService>;
  onContinue: () => void;
  onEdit: (step: WizardStep) => void;
  onPublished: (service: ServiceDetailsView) => void;
}

function StepBody({ step, serviceId, service, onContinue, onEdit, onPublished }: StepBodyProps) {
  if (serviceId === undefined) return <ServiceStep service={null} onSubmit={onContinue} />;
  if (service.isError)
    return isApiError(service.error) && service.error.status === 404 ? (
      <Alert color="gray" role="alert" title="Service not found" maw={720}>
        This service does not exist any more. Start again from the service finder.
      </Alert>
    ) : (
      <ErrorAlert title="The service could not be loaded" error={service.error} maw={720} />
    );
  if (!service.data) return <LoadingIndicator size="sm" label="Loading the service" />;
  switch (step) {
    case 'Service':
      return <ServiceStep service={service.data} onSubmit={onContinue} />;
    case 'Locations':
      return <LocationsStep serviceId={serviceId} />;
    case 'Schedules':
      return <SchedulesStep serviceId={serviceId} />;
    case 'Contacts':
      return <ContactsStep service={service.data} />;
    case 'Eligibility':
      return <EligibilityStep service={service.data} />;
    case 'Review':
      return <ReviewStep service={service.data} onEdit={onEdit} onPublished={onPublished} />;
  }
}
