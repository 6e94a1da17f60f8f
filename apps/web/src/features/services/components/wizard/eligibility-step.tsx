import type {
  EligibilityView,
  RequiredDocumentView,
  ServiceAreaView,
  ServiceDetailsView,
} from '@casework/contract';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../../platform/forms/toast.ts';
import { useDeleteRequiredDocuments } from '../../api/delete-required-documents.ts';
import { ageRange } from '../service-format.ts';
import { EligibilityForm, RequiredDocumentForm, ServiceAreaForm } from './eligibility-forms.tsx';
import { PartItem, PartSection, partForm } from './part-section.tsx';
import { usePartDeletion } from './use-part-form.ts';
import { STEP_WIDTH } from './wizard-steps.ts';

/** Step Eligibility: who may use the service, the documents to bring, and the areas it covers. */
export function EligibilityStep({ service }: { service: ServiceDetailsView }) {
  return (
    <Stack gap="xl" maw={STEP_WIDTH}>
      <PartSection<EligibilityView>
        title="Eligibility"
        description="Who may use the service; add one entry per group with its own age limits."
        items={service.eligibilities}
        emptyText="No eligibility rules yet: the service reads as open to everyone."
        addLabel="Add eligibility"
        itemName={(e) => e.description}
        renderItem={(e) => <PartItem title={e.description} details={ageRange(e)} plain />}
        renderForm={partForm(EligibilityForm, service.id)}
      />
      <RequiredDocumentsSection service={service} />
      <PartSection<ServiceAreaView>
        title="Service areas"
        description="The places the service covers."
        items={service.serviceAreas}
        emptyText="No service areas yet."
        addLabel="Add a service area"
        itemName={(a) => a.name}
        renderItem={(a) => <PartItem title={a.name} details={a.description} />}
        renderForm={partForm(ServiceAreaForm, service.id)}
      />
    </Stack>
  );
}

/** Required documents: add, edit, delete one, or select several and remove them together (all or none). */
function RequiredDocumentsSection({ service }: { service: ServiceDetailsView }) {
  const deletion = usePartDeletion('requiredDocuments', service.id, {
    title: 'Delete this document?',
    describe: (d) => `“${d.document}” will no longer be listed as required.`,
  });
  const deleteMany = useDeleteRequiredDocuments(service.id);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  // Documents deleted elsewhere drop out of the selection.
  const selected = new Set(service.requiredDocuments.filter((d) => chosen.has(d.id)).map((d) => d.id));

  function toggle(id: string, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function removeSelected() {
    deleteMany.mutate([...selected], {
      onSuccess: (result) => {
        showToast({
          color: 'teal',
          message: `${result.deleted.length} ${result.deleted.length === 1 ? 'document' : 'documents'} removed`,
        });
        setChosen(new Set());
        setConfirming(false);
      },
      onError: (error) => showToast({ color: 'red', title: 'Nothing removed', message: errorMessage(error) }),
    });
  }

  const names = service.requiredDocuments.filter((d) => selected.has(d.id)).map((d) => d.document);
  return (
    <>
      <PartSection<RequiredDocumentView>
        title="Required documents"
        description="What a participant brings when applying."
        items={service.requiredDocuments}
        emptyText="No required documents."
        addLabel="Add a document"
        itemName={(d) => d.document}
        renderItem={(d) => (
          <Text>
            {d.uri ? (
              <Anchor href={d.uri} target="_blank" rel="noreferrer">
                {d.document}
              </Anchor>
            ) : (
              d.document
            )}
          </Text>
        )}
        renderForm={partForm(RequiredDocumentForm, service.id)}
        deletion={deletion}
        selection={service.requiredDocuments.length > 1 ? { selected, onToggle: toggle } : undefined}
        actions={
          service.requiredDocuments.length > 1 ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={selected.size === 0}
              onClick={() => setConfirming(true)}
            >
              Remove selected{selected.size > 0 ? ` (${selected.size})` : ''}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={`Remove ${selected.size} ${selected.size === 1 ? 'document' : 'documents'}?`}
        confirmLabel="Remove"
        danger
        busy={deleteMany.isPending}
        onConfirm={removeSelected}
        onCancel={() => setConfirming(false)}
      >
        {`These will no longer be listed as required: ${names.join(', ')}.`}
      </ConfirmDialog>
    </>
  );
}
