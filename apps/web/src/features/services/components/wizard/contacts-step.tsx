import type { ContactView, ServiceDetailsView, ServicePhoneView } from '@casework/contract';
import { Stack } from '@mantine/core';
import { displayPhone, phoneWithExtension } from '../../../../platform/ui/phone-link.tsx';
import { ContactForm, PHONE_TYPE_LABELS, PhoneForm } from './contact-forms.tsx';
import { PartItem, PartSection, partForm } from './part-section.tsx';
import { usePartDeletion } from './use-part-form.ts';
import { STEP_WIDTH } from './wizard-steps.ts';

/** Step Contacts: the people to ask about the service, and its phone numbers. */
export function ContactsStep({ service }: { service: ServiceDetailsView }) {
  const contactDeletion = usePartDeletion('contacts', service.id, {
    title: 'Delete this contact?',
    describe: (c) => `${c.name} will no longer be listed for ${service.name}.`,
  });
  const phoneDeletion = usePartDeletion('phones', service.id, {
    title: 'Delete this phone number?',
    describe: (p) => `${p.number} will no longer be listed for ${service.name}.`,
  });
  const locations = service.locations.map((l) => ({ id: l.id, name: l.name }));
  const locationName = (id: string | null) => locations.find((l) => l.id === id)?.name;
  return (
    <Stack gap="xl" maw={STEP_WIDTH}>
      <PartSection<ContactView>
        title="Contacts"
        description="People staff and participants can ask about the service."
        items={service.contacts}
        emptyText="No contacts yet."
        addLabel="Add a contact"
        itemName={(c) => c.name}
        renderItem={(c) => (
          <PartItem title={c.title ? `${c.name}, ${c.title}` : c.name} details={contactDetails(c)} />
        )}
        renderForm={partForm(ContactForm, service.id)}
        deletion={contactDeletion}
      />
      <PartSection<ServicePhoneView>
        title="Phone numbers"
        description="Shown on the service's page as links that call the number."
        items={service.phones}
        emptyText="No phone numbers yet."
        addLabel="Add a phone number"
        itemName={(p) => p.number}
        renderItem={(p) => (
          <PartItem
            title={phoneWithExtension(displayPhone(p.number), p.extension)}
            details={[
              PHONE_TYPE_LABELS[p.type],
              locationName(p.locationId) ?? 'Every location',
              p.description,
              p.languages.length > 0 ? `Languages: ${p.languages.join(', ')}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        )}
        renderForm={(p, close) => (
          <PhoneForm serviceId={service.id} item={p} locations={locations} onDone={close} />
        )}
        deletion={phoneDeletion}
      />
    </Stack>
  );
}

/** Department, e-mail and phone of a contact, the phone written as on the service's page. */
function contactDetails(contact: ContactView): string {
  const phone = contact.phone ? displayPhone(contact.phone) : null;
  return [contact.department, contact.email, phone].filter(Boolean).join(' · ') || 'No e-mail or phone';
}
