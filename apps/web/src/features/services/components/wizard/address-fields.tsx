import { US_STATES, ZIP_CODE_COUNTRIES, type AddressView } from '@casework/contract';
import { Fieldset, Grid, Select, TextInput } from '@mantine/core';

/** An address as typed. */
export interface AddressValues {
  attention: string;
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
}

/** Most of the directory is in Alaska: new addresses start there. */
export function addressValues(address: AddressView | undefined): AddressValues {
  return {
    attention: address?.attention ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    stateProvince: address?.stateProvince ?? 'AK',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? 'US',
  };
}

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

/** The states to choose from, with one stored before the list was (e.g. "Alaska") kept so it is seen and corrected. */
function stateOptions(current: string) {
  const value = current.trim();
  return value === '' || STATE_OPTIONS.some((option) => option.value === value)
    ? STATE_OPTIONS
    : [{ value, label: value }, ...STATE_OPTIONS];
}

export interface AddressFieldsProps {
  legend: string;
  /** The field names' prefix in the form's errors, e.g. "physical". */
  name: string;
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  errorFor: (field: string) => string | undefined;
  /** Postal addresses may name who receives the mail. */
  withAttention?: boolean;
  disabled?: boolean;
}

/** One address in a fieldset with its legend. */
export function AddressFields({
  legend,
  name,
  value,
  onChange,
  errorFor,
  withAttention,
  disabled,
}: AddressFieldsProps) {
  const field = (key: keyof AddressValues) => ({
    value: value[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...value, [key]: e.currentTarget.value }),
    error: errorFor(`${name}.${key}`),
    disabled,
  });
  const zip = ZIP_CODE_COUNTRIES.includes(value.country.trim().toUpperCase());
  return (
    <Fieldset legend={legend} variant="filled" radius="md">
      <Grid gap="sm">
        {withAttention ? (
          <Grid.Col span={12}>
            <TextInput
              label="Attention"
              description="Who receives the mail (c/o)"
              maxLength={200}
              {...field('attention')}
            />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Street address"
            withAsterisk
            maxLength={200}
            autoComplete="off"
            {...field('address1')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Suite, building or PO box"
            maxLength={200}
            autoComplete="off"
            {...field('address2')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="City or village" withAsterisk maxLength={100} {...field('city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, sm: zip ? 4 : 3 }}>
          {/* A US address takes a state from the list (typing after a code gave "AKAlaska"); abroad, any region. */}
          {zip ? (
            <Select
              label="State"
              withAsterisk
              searchable
              allowDeselect={false}
              nothingFoundMessage="No state or territory has that name"
              data={stateOptions(value.stateProvince)}
              value={value.stateProvince.trim() === '' ? null : value.stateProvince.trim()}
              onChange={(code) => onChange({ ...value, stateProvince: code ?? '' })}
              error={errorFor(`${name}.stateProvince`)}
              disabled={disabled}
            />
          ) : (
            <TextInput
              label="State, province or region"
              withAsterisk
              maxLength={100}
              {...field('stateProvince')}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 3, sm: zip ? 2 : 3 }}>
          {/* A US address takes a ZIP code (digits, a dash for ZIP+4); other countries' codes hold letters too. */}
          <TextInput
            label={zip ? 'ZIP code' : 'Postal code'}
            withAsterisk
            maxLength={10}
            inputMode={zip ? 'numeric' : 'text'}
            {...field('postalCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 3, sm: 2 }}>
          <TextInput label="Country" withAsterisk maxLength={2} {...field('country')} />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
