// The property part of the forms, with the visibility and required-field rules of section 5.
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { requiredPropertyFields, showLicenseAndFloor, showNic, showQuantityHouses, type PropertyField, todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { NumberField } from '../../../components/NumberField.tsx';
import { SelectField, toOptions } from '../../../components/SelectField.tsx';
import { FormPartSummary } from './FormPartSummary.tsx';
import { fieldError, formLevelSummary, type FormPartProps } from './form-part.ts';

/** The label of each property field (also the names the form's summary lists). */
const LABELS: Record<PropertyField, string> = {
  property_use_id: 'Uso',
  property_type_id: 'Tipo',
  economic_activity_id: 'Actividad económica',
  nic: 'NIC',
  catastral_id: 'Código catastral',
  license: 'Licencia',
  zone: 'Zona / Urbanización',
  street: 'Calle / Avenida',
  house_number: 'Nro. de casa / local',
  floor: 'Piso',
  size: 'Metraje (m2)',
  reference: 'Punto de referencia',
  quantity_houses: 'Cantidad de casas',
};

type Props = FormPartProps & {
  /** Use, type and activity locked (client edit); activity editable only with its permission. */
  lockClassification?: boolean;
};

export function PropertyFields({ control, register, errors, refs, prefix = 'property', lockClassification }: Props) {
  const p = (name: string) => `${prefix}.${name}`;
  const e = (name: string) => fieldError(errors, p(name));
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

  const summary = formLevelSummary(
    errors,
    (Object.entries(LABELS) as [PropertyField, string][]).map(([f, label]) => [label, p(f)]),
  );

  return (
    <Stack gap="sm">
      <FormPartSummary lines={summary} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {select('property_use_id', LABELS.property_use_id, toOptions(refs?.property_uses))}
        {select('property_type_id', LABELS.property_type_id, toOptions(refs?.property_types))}
        {select('economic_activity_id', LABELS.economic_activity_id, activities)}
        {showNic(typeId, useId) && text('nic', LABELS.nic)}
        {text('catastral_id', LABELS.catastral_id)}
        {showLicenseAndFloor(typeId) && text('license', LABELS.license)}
        {text('zone', LABELS.zone)}
        {text('street', LABELS.street)}
        {text('house_number', LABELS.house_number)}
        {showLicenseAndFloor(typeId) && text('floor', LABELS.floor)}
        <Controller
          control={control}
          name={p('size')}
          render={({ field }) => (
            <NumberField
              label={LABELS.size}
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
                label={LABELS.quantity_houses}
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
          render={({ field }) => <DateField label="Fecha de inicio" value={field.value || null} onChange={(v) => field.onChange(v ?? '')} max={todayYmd()} />}
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
      <Textarea label={LABELS.reference} withAsterisk={req('reference')} autosize minRows={2} {...register(p('reference'))} error={e('reference')} />
    </Stack>
  );
}
