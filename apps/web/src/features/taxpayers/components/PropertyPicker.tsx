// Picks one of a taxpayer's properties by its code (the modals of the 'Contribuyentes' rows).
import { SelectField } from '../../../components/SelectField.tsx';
import type { SecondaryProperty } from '../api/clients.ts';

type Props = {
  properties: SecondaryProperty[] | undefined;
  value: number | null;
  onChange: (p: SecondaryProperty | null) => void;
  /** Leaves out disincorporated properties. */
  activeOnly?: boolean;
  /** The message under the field (a check of the modal, or the server's). */
  error?: string;
};

export function PropertyPicker({ properties, value, onChange, activeOnly, error }: Props) {
  const list = (properties ?? []).filter((p) => !activeOnly || p.status !== 0);
  return (
    <SelectField
      label="Propiedad"
      withAsterisk
      error={error}
      data={list.map((p) => ({ value: String(p.id), label: p.status === 0 ? `${p.code} (Desincorporada)` : p.code }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(list.find((p) => String(p.id) === v) ?? null)}
    />
  );
}
