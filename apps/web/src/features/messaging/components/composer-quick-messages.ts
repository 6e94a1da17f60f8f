import type { TemplateVariableValues } from '@casework/contract';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * The quick-message slot of the message composer. Messaging does not know templates (features never import each
 * other): the staff route puts a picker and a file transfer into `ComposerQuickMessagesContext`, and every composer
 * below it offers them (a `quickMessages` prop overrides the context; null switches the picker off). The participant
 * area provides nothing, so participants never see it.
 */

/** The files of one inserted template, copied onto the message once it exists. */
export interface TemplateAttachment {
  templateId: string;
  templateName: string;
  files: readonly { name: string; size: number }[];
}

export interface QuickMessageInsertion {
  /** The template's HTML with its variables filled (a variable without a value stays as written). */
  html: string;
  attachment: TemplateAttachment;
}

export interface QuickMessagePickerProps {
  opened: boolean;
  onOpenChange: (opened: boolean) => void;
  /** The values of the template variables for the message being written. */
  values: TemplateVariableValues;
  /** Inserts at the cursor; the composer lists the template's files "from template X". */
  onInsert: (insertion: QuickMessageInsertion) => void;
  disabled: boolean;
}

export interface ComposerQuickMessages {
  /** A button that opens a searchable list of templates (rendered next to "Attach files"). */
  Picker: ComponentType<QuickMessagePickerProps>;
  /** Copies one template's files onto a message (after the message was created). */
  transferFiles: (templateId: string, threadId: string, messageId: string) => Promise<unknown>;
}

export const ComposerQuickMessagesContext = createContext<ComposerQuickMessages | null>(null);

export function useComposerQuickMessages(): ComposerQuickMessages | null {
  return useContext(ComposerQuickMessagesContext);
}

/**
 * After the message exists: copies the files of every inserted template that has any onto it, one template after
 * the other. Rejects with the first failure (the message itself is sent).
 */
export async function attachTemplateFiles(
  quickMessages: ComposerQuickMessages | null,
  threadId: string,
  messageId: string,
  templates: readonly TemplateAttachment[] | undefined,
): Promise<void> {
  if (!quickMessages || !templates) return;
  for (const template of templates) {
    if (template.files.length > 0)
      await quickMessages.transferFiles(template.templateId, threadId, messageId);
  }
}
