// The property part of the forms, with the visibility and required-field rules of section 5.
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { requiredPropertyFields, showLicenseAndFloor, showNic, showQuantityHouses, type PropertyField } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField, toOptions } from '../../../components/SelectField.tsx';
import { errorAt, type FormPartProps } from './form-part.ts';

type Props = FormPartProps & {
  /** Use, type and activity locked (client edit); activity editable only with its permission. */
  lockClassification?: boolean;
};

export function PropertyFields({ control, register, errors, refs, prefix = 'property', lockClassification }: Props) {
  const p = (name: string) => `${prefix}.${name}`;
  const e = (name: string) => errorAt(errors, p(name));
  const typeId = useWatch({ control, name: p('property_type_id') });
  const useId = useWatch({ control, name: p('property_use_id') });
  const required = new Set<PropertyField>(requiredPropertyFields(typeId, useId));
  const req = (f: PropertyField) => required.has(f);
  const activities = (refs?.economic_activities ?? [])
    .filter((a) => !typeId || !a.property_type_id || a.property_type_id === Number(typeId))
    .map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }));
  const select = (name: PropertyField, label: string, data: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={p(name)}
      render={({ field }) => (
        <SelectField
          label={label}
          withAsterisk={req(name)}
          data={data}
          disabled={lockClassification}
          value={field.value ? String(field.value) : null}
          onChange={(v) => field.onChange(v ?? '')}
          error={e(name)}
        />
      )}
    />
  );
  const text = (name: PropertyField, label: string) => <TextInput label={label} withAsterisk={req(name)} {...register(p(name))} error={e(name)} />;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {select('property_use_id', 'Uso', toOptions(refs?.property_uses))}
        {select('property_type_id', 'Tipo', toOptions(refs?.property_types))}
        {select('economic_activity_id', 'Actividad económica', activities)}
        {showNic(typeId, useId) && text('nic', 'NIC')}
        {text('catastral_id', 'Código catastral')}
        {showLicenseAndFloor(typeId) && text('license', 'Licencia')}
        {text('zone', 'Zona / Urbanización')}
        {text('street', 'Calle / Avenida')}
        {text('house_number', 'Nro. de casa / local')}
        {showLicenseAndFloor(typeId) && text('floor', 'Piso')}
        <Controller
          control={control}
          name={p('size')}
          render={({ field }) => (
            <NumberField
              label="Metraje (m2)"
              withAsterisk
              mode={{ kind: 'decimal', precision: 2 }}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={e('size')}
            />
          )}
        />
        {showQuantityHouses(typeId, useId) && (
          <Controller
            control={control}
            name={p('quantity_houses')}
            render={({ field }) => (
              <NumberField
                label="Cantidad de casas"
                withAsterisk
                mode={{ kind: 'integer' }}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={e('quantity_houses')}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name={p('date')}
          render={({ field }) => (
            <DateField
              label="Fecha de inicio"
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              max={new Date().toISOString().slice(0, 10)}
            />
          )}
        />
        <Controller
          control={control}
          name={p('owner')}
          render={({ field }) => (
            <SelectField
              label="Propietario"
              searchable={false}
              data={[
                { value: '1', label: 'Si' },
                { value: '0', label: 'No' },
              ]}
              value={String(field.value ?? 1)}
              onChange={(v) => field.onChange(Number(v ?? 1))}
            />
          )}
        />
      </SimpleGrid>
      <Textarea label="Punto de referencia" withAsterisk={req('reference')} autosize minRows={2} {...register(p('reference'))} error={e('reference')} />
    </Stack>
  );
}
