import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldKind, labelOf, propertiesOf, type JsonSchema } from './json-schema.ts';
import { displayValue } from './schema-values.ts';
import { PhoneNumber } from '../ui/phone-number.tsx';
import classes from './schema-view.module.css';

export interface SchemaViewProps {
  schema: JsonSchema;
  value: unknown;
  /** Replaces the shown value of a field (e.g. a masked value with a Reveal button), by dotted path. */
  renderValue?: (path: string, schema: JsonSchema, value: unknown) => ReactNode | undefined;
  /** Heading level of nested objects. */
  level?: 3 | 4 | 5;
}

/** Whether a field holds nothing to show. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * What an empty field reads as, in words rather than a dash a screen reader may skip: the same for a person reading
 * their own details and for staff reading someone's.
 */
function EmptyValue({ kind }: { kind: ReturnType<typeof fieldKind> }) {
  return (
    <Text span inherit c="dimmed">
      {kind === 'boolean' ? 'Not answered' : 'Not given'}
    </Text>
  );
}

/** The stored values of a JSON Schema object as a list of labels and values; an empty one reads "Not given". */
export function SchemaView({ schema, value, renderValue, level = 4 }: SchemaViewProps) {
  return <Fields schema={schema} value={value} path="" renderValue={renderValue} level={level} />;
}

function Fields({
  schema,
  value,
  path,
  renderValue,
  level,
}: {
  schema: JsonSchema;
  value: unknown;
  path: string;
  renderValue: SchemaViewProps['renderValue'];
  level: 3 | 4 | 5;
}) {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const entries = propertiesOf(schema);
  const leaves = entries.filter(([k, s]) => fieldKind(k, s) !== 'object');
  const objects = entries.filter(([k, s]) => fieldKind(k, s) === 'object');
  return (
    <Stack gap="sm">
      {leaves.length > 0 ? (
        <Box className={classes.wrap}>
          <Box component="dl" className={classes.list}>
            {leaves.map(([key, prop]) => {
              const at = path === '' ? key : `${path}.${key}`;
              const custom = renderValue?.(at, prop, record[key]);
              return (
                <div key={key} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {labelOf(key, prop)}
                  </Text>
                  <Text component="dd" size="sm">
                    {custom ??
                      (isEmpty(record[key]) ? (
                        <EmptyValue kind={fieldKind(key, prop)} />
                      ) : fieldKind(key, prop) === 'phone' ? (
                        <PhoneNumber>{displayValue(key, prop, record[key])}</PhoneNumber>
                      ) : (
                        displayValue(key, prop, record[key])
                      ))}
                  </Text>
                </div>
              );
            })}
          </Box>
        </Box>
      ) : null}
      {objects.map(([key, prop]) => (
        <Stack key={key} gap={4}>
          <Title order={level} size="h6">
            {labelOf(key, prop)}
          </Title>
          <Fields
            schema={prop}
            value={record[key]}
            path={path === '' ? key : `${path}.${key}`}
            renderValue={renderValue}
            level={level < 5 ? ((level + 1) as 4 | 5) : 5}
          />
        </Stack>
      ))}
    </Stack>
  );
}
