import { createContext, use, useEffect, useId, useRef } from 'react';

/** What a save reports: failed (errors are shown at the fields), or saved, with the service id when it was created. */
export type SaveOutcome = { ok: false } | { ok: true; serviceId?: string };

export interface WizardFormEntry {
  /** Typed input that is not saved yet: leaving asks first. */
  dirty: boolean;
  /** "Save and continue" must save this form even when nothing was typed (a service not created yet). */
  mustSave: boolean;
  save: () => Promise<SaveOutcome>;
}

/** The forms open on the current step, so the wizard can save them together and warn before losing their input. */
export interface WizardFormRegistry {
  register(key: string, entry: () => WizardFormEntry): () => void;
  anyDirty(): boolean;
  /** Saves every form with something to save, in the order they appeared; stops at the first that fails. */
  saveAll(): Promise<SaveOutcome>;
}

export function createWizardFormRegistry(): WizardFormRegistry {
  const entries = new Map<string, () => WizardFormEntry>();
  return {
    register(key, entry) {
      entries.set(key, entry);
      return () => {
        entries.delete(key);
      };
    },
    anyDirty: () => [...entries.values()].some((entry) => entry().dirty),
    async saveAll() {
      let serviceId: string | undefined;
      for (const read of [...entries.values()]) {
        const entry = read();
        if (!entry.dirty && !entry.mustSave) continue;
        const outcome = await entry.save();
        if (!outcome.ok) return outcome;
        serviceId ??= outcome.serviceId;
      }
      return serviceId === undefined ? { ok: true } : { ok: true, serviceId };
    },
  };
}

export const WizardFormsContext = createContext<WizardFormRegistry | null>(null);

/**
 * Makes a form known to the wizard around it (none outside the wizard: then this does nothing). The entry is read
 * when it is needed, so it always has the latest input.
 */
export function useWizardForm(entry: WizardFormEntry): void {
  const registry = use(WizardFormsContext);
  const key = useId();
  const latest = useRef(entry);
  useEffect(() => {
    latest.current = entry;
  });
  useEffect(() => registry?.register(key, () => latest.current), [registry, key]);
}
