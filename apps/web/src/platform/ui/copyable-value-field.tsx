import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

export interface CopyableValueFieldProps {
  label: string;
  value: string;
  /** The copy button's name before a copy: "Copy the secret". */
  copyLabel: string;
  /** Its name once copied: "Secret copied". */
  copiedLabel: string;
  /** Wider spacing helps a person read a short value out or type it over ("0.04em"). */
  letterSpacing?: CSSProperties['letterSpacing'];
}

/** A read-only value in a monospace field, selected on focus, with a button that copies it. */
export function CopyableValueField({
  label,
  value,
  copyLabel,
  copiedLabel,
  letterSpacing,
}: CopyableValueFieldProps) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <TextInput
          label={label}
          value={value}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing } }}
          rightSectionWidth={42}
          rightSection={
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="left">
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? copiedLabel : copyLabel}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          }
        />
      )}
    </CopyButton>
  );
}
