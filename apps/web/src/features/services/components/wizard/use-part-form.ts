import type { z } from 'zod';
import { showToast } from '../../../../platform/forms/toast.ts';
import { useDeleteServicePart } from '../../api/delete-service-part.ts';
import { useSaveServicePart } from '../../api/save-service-part.ts';
import type {
  DeletableServicePart,
  ServicePart,
  ServicePartBodies,
  ServicePartViews,
} from '../../api/service-parts.ts';
import type { PartDeletion } from './part-section.tsx';
import { useResourceForm, type ResourceFormOptions } from './use-resource-form.ts';

export interface PartFormOptions<
  P extends ServicePart,
  V,
  S extends z.ZodType<ServicePartBodies[P]>,
> extends Omit<ResourceFormOptions<V, S, ServicePartViews[P]>, 'submit' | 'onSaved'> {
  part: P;
  serviceId: string;
  /** The item to replace; null to add one. */
  item: { id: string } | null;
  /** The toast after saving, e.g. "Contact saved: Jane Doe". */
  savedMessage: (saved: ServicePartViews[P]) => string;
  onDone: (saved?: { id: string }) => void;
}

/** What the add or edit form of one item under a service is given. */
export interface PartFormProps<T> {
  serviceId: string;
  /** The item to edit; null to add one. */
  item: T | null;
  /** Closes the form: with the saved item, or with nothing after a cancel. */
  onDone: (saved?: { id: string }) => void;
}

/** The add or edit form of one item under a service (contact, phone, eligibility, document, area). */
export function usePartForm<
  P extends ServicePart,
  V extends object,
  S extends z.ZodType<ServicePartBodies[P]>,
>({ part, serviceId, item, savedMessage, onDone, ...options }: PartFormOptions<P, V, S>) {
  const save = useSaveServicePart(part, serviceId);
  return useResourceForm<V, S, ServicePartViews[P]>({
    ...options,
    submit: (body) => save.mutateAsync({ itemId: item?.id ?? null, body }),
    onSaved: (saved) => {
      showToast({ color: 'teal', message: savedMessage(saved) });
      onDone(saved);
    },
  });
}

/** Deleting one item of a part, after a confirm in `words`. */
export function usePartDeletion<P extends DeletableServicePart>(
  part: P,
  serviceId: string,
  words: Omit<PartDeletion<ServicePartViews[P]>, 'run'>,
): PartDeletion<ServicePartViews[P]> {
  const remove = useDeleteServicePart(part, serviceId);
  return { ...words, run: (item) => remove.mutateAsync(item.id) };
}
