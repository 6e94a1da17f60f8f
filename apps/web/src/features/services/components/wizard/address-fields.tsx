import { ZIP_CODE_COUNTRIES, type AddressView } from '@casework/contract';
import { Fieldset, Grid, TextInput } from '@mantine/core';

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
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput label="City or village" withAsterisk maxLength={100} {...field('city')} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <TextInput label="State" withAsterisk maxLength={100} {...field('stateProvince')} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 3 }}>
          {/* A US address takes a ZIP code (digits, a dash for ZIP+4); other countries' codes hold letters too. */}
          <TextInput
            label={zip ? 'ZIP code' : 'Postal code'}
            withAsterisk
            maxLength={10}
            inputMode={zip ? 'numeric' : 'text'}
            {...field('postalCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <TextInput label="Country" withAsterisk maxLength={2} {...field('country')} />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
