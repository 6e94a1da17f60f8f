import type { ServiceSummaryView } from '@casework/contract';
import { Combobox, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ServiceOptionsProps {
  services: readonly ServiceSummaryView[];
  /** The list's accessible name, e.g. "Suggested services". */
  label: string;
  /** Shown when no service matches; without it an empty list is hidden. */
  empty?: ReactNode;
}

/** The dropdown of a service combobox: each service's name and department; the option's value is its id. */
export function ServiceOptions({ services, label, empty }: ServiceOptionsProps) {
  return (
    <Combobox.Dropdown hidden={services.length === 0 && !empty} aria-label={label}>
      <Combobox.Options>
        {services.map((service) => (
          <Combobox.Option value={service.id} key={service.id}>
            <Text size="sm" fw={600}>
              {service.name}
            </Text>
            {service.department ? (
              <Text size="xs" c="dimmed">
                {service.department.name}
              </Text>
            ) : null}
          </Combobox.Option>
        ))}
        {empty ? <Combobox.Empty>{empty}</Combobox.Empty> : null}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
