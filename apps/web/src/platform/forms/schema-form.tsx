import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useClientChecks, useFieldsChangedSince } from '../ui/form-errors.ts';
import { PendingButton } from '../ui/pending-button.tsx';
import { SaveWhenOnlineNotice } from '../ui/save-when-online-notice.tsx';
import { DateInput } from './date-input.tsx';
import { useFocusFirstInvalid } from './focus-first-invalid.ts';
import { enumOptions, fieldKind, labelOf, propertiesOf, type JsonSchema } from './json-schema.ts';
import { PhoneInput } from './phone-input.tsx';
import { fromDraft, toDraft, type Draft } from './schema-values.ts';
import { withoutFields } from './server-errors.ts';

export interface SchemaFormProps {
  /** A JSON Schema of type object. */
  schema: JsonSchema;
  /** The stored values the inputs start with. */
  value?: unknown;
  /** Gets the typed, trimmed values; runs only when the inputs pass the schema's own checks. */
  onSubmit: (values: Record<string, unknown>) => void;
  /** Field errors from the server, keyed by dotted path inside the schema ("physicalAddress.zipCode"). */
  errors?: Record<string, string>;
  /** The request is on its way: submit is disabled (offline, a notice by the buttons says the save waits). */
  submitting?: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  /** Makes input ids unique on a page with several forms. */
  idPrefix: string;
  /** Paths that are shown but not editable here (e.g. masked sensitive values). */
  lockedPaths?: readonly string[];
  /** Shown above the buttons (e.g. a form-level error). */
  footer?: ReactNode;
}

/**
 * A form rendered from a JSON Schema object: text, e-mail, phone, ZIP code, date (MM/DD/YYYY), enum, yes/no, integer
 * and nested object fields, labelled by `title` or the humanised key, with descriptions and required marks. What was
 * typed stays when the server refuses it; its field errors appear next to the fields, and the first field at fault
 * takes the focus. An error goes from a field as soon as that field is corrected.
 */
export function SchemaForm({
  schema,
  value,
  onSubmit,
  errors = {},
  submitting = false,
  submitLabel = 'Save',
  onCancel,
  idPrefix,
  lockedPaths = [],
  footer,
}: SchemaFormProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(schema, value));
  const read = fromDraft(schema, draft);
  // The form's own checks, shown at a save and checked again as the fields they refused are typed in.
  const checks = useClientChecks(read.errors);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save moves the focus to the first field at fault, which scrolls it into view: on a phone the error
  // may be a screen or more above the Save button.
  const refused = useFocusFirstInvalid(() => formRef.current);

  // The server's field errors arrive after the submit (they are cleared while a new request is on its way), so each
  // new set of them is a refusal. Those the form opened with are not: the focus stays where the person put it.
  const serverErrors = JSON.stringify(errors);
  const lastServerErrors = useRef(serverErrors);
  useEffect(() => {
    if (serverErrors === lastServerErrors.current) return;
    lastServerErrors.current = serverErrors;
    if (serverErrors !== '{}') refused();
  }, [serverErrors, refused]);

  // A server error goes from its field once the field is changed; each save starts again, as the same refusal may
  // come back.
  const [saves, setSaves] = useState(0);
  const { changed, markChanged } = useFieldsChangedSince(`${saves}:${serverErrors}`);
  const shown = { ...withoutFields(errors, changed), ...checks.errors };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!checks.passes()) {
      refused();
      return;
    }
    setSaves((count) => count + 1);
    onSubmit(read.values);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="sm">
        <Fields
          schema={schema}
          draft={draft}
          onChange={setDraft}
          onEdit={markChanged}
          errors={shown}
          path=""
          idPrefix={idPrefix}
          lockedPaths={lockedPaths}
          requiredInForce
        />
        {footer}
        <Group gap="sm">
          <PendingButton type="submit" pending={submitting}>
            {submitLabel}
          </PendingButton>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
        </Group>
        <SaveWhenOnlineNotice pending={submitting} />
      </Stack>
    </form>
  );
}

interface FieldsProps {
  schema: JsonSchema;
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** A field was changed by the person: its path ("physicalAddress.zipCode"). */
  onEdit: (path: string) => void;
  errors: Record<string, string>;
  path: string;
  idPrefix: string;
  lockedPaths: readonly string[];
  /**
   * Whether the object's required fields are needed now: always at the top and in a required group; in an optional
   * group (a mailing address) only once something in it is filled in, so an empty optional group shows no marks.
   */
  requiredInForce: boolean;
}

/** Whether a group's draft holds anything typed or chosen, at any depth. */
function holdsAnyValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean' || typeof value === 'number') return true;
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsAnyValue);
  return false;
}

function Fields({
  schema,
  draft,
  onChange,
  onEdit,
  errors,
  path,
  idPrefix,
  lockedPaths,
  requiredInForce,
}: FieldsProps) {
  const required = new Set(requiredInForce ? (schema.required ?? []) : []);
  return (
    <>
      {propertiesOf(schema).map(([key, prop]) => {
        const at = path === '' ? key : `${path}.${key}`;
        return (
          <Field
            key={key}
            name={key}
            schema={prop}
            value={draft[key]}
            onChange={(v) => onChange({ ...draft, [key]: v })}
            onEdit={onEdit}
            errors={errors}
            path={at}
            required={required.has(key)}
            idPrefix={idPrefix}
            lockedPaths={lockedPaths}
          />
        );
      })}
    </>
  );
}

interface FieldProps {
  name: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  onEdit: (path: string) => void;
  errors: Record<string, string>;
  path: string;
  required: boolean;
  idPrefix: string;
  lockedPaths: readonly string[];
}

function Field({
  name,
  schema,
  value,
  onChange,
  onEdit,
  errors,
  path,
  required,
  idPrefix,
  lockedPaths,
}: FieldProps) {
  const label = labelOf(name, schema);
  const id = `${idPrefix}-${path.replace(/\./g, '-')}`;
  const error = errors[path];
  const description = schema.description;
  const disabled = schema.readOnly === true || lockedPaths.includes(path);
  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    label,
    description,
    error,
    withAsterisk: required,
    'aria-required': required,
    disabled,
  };
  // A group passes its fields' changes on; a field says it was changed, so its server error goes. An input that
  // answers a focus or a blur with the value it has (a number input does) changed nothing.
  const change = (next: unknown) => {
    if (next !== value) onEdit(path);
    onChange(next);
  };

  switch (fieldKind(name, schema)) {
    case 'object':
      return (
        <Fieldset legend={label} id={id} variant="filled">
          {description ? (
            <Text size="sm" c="dimmed" mb="xs">
              {description}
            </Text>
          ) : null}
          <Stack gap="sm">
            <Fields
              schema={schema}
              draft={(value as Draft | undefined) ?? {}}
              onChange={onChange}
              onEdit={onEdit}
              errors={errors}
              path={path}
              idPrefix={idPrefix}
              lockedPaths={lockedPaths}
              requiredInForce={required || holdsAnyValue(value)}
            />
          </Stack>
        </Fieldset>
      );
    case 'enum':
      return (
        <NativeSelect
          {...common}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
          data={[{ value: '', label: 'Choose…' }, ...(enumOptions(schema) ?? [])]}
        />
      );
    case 'boolean':
      return (
        <Radio.Group
          id={id}
          label={label}
          description={description}
          error={error}
          withAsterisk={required}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(v) => change(v === 'yes')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="yes" label="Yes" disabled={disabled} id={`${id}-yes`} />
            <Radio value="no" label="No" disabled={disabled} id={`${id}-no`} />
          </Group>
        </Radio.Group>
      );
    case 'integer':
    case 'number':
      return (
        <NumberInput
          {...common}
          value={text}
          min={schema.minimum}
          max={schema.maximum}
          allowDecimal={fieldKind(name, schema) === 'number'}
          onChange={(v) => change(String(v))}
        />
      );
    case 'date':
      return <DateInput {...common} value={text} onChange={change} />;
    case 'phone':
      return <PhoneInput {...common} value={text} onChange={change} />;
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
        />
      );
    case 'zip':
      // Digits, and a dash for ZIP+4: the number keyboard, the browser's autofill and the schema's pattern.
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern={schema.pattern}
          maxLength={schema.maxLength ?? 10}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={schema.maxLength}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
        />
      );
  }
}

/** Server and local errors that belong to no field of the schema, shown once above the buttons. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Not saved">
      {message}
    </Alert>
  );
}
