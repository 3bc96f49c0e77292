// The new-agreement (convention) builder ('Nuevo convenio' of /admin/payment-agreements; 001 section 4
// "New-agreement builder", section 5 "New agreement", section 8 "Agreement creation"). Staff pick a
// property, tick its debts (oldest first; a tick takes every earlier debt), 'Generar cuota' makes a
// quota of them, dates follow one month apart, then 'Generar convenio' after the spec's confirmation.
// The rules live in builder/builder-state.ts (pure); this screen holds the state and the calls. A
// refusal of the server (400 with its body, or our 422 {error}) is shown as it comes. Full screen on
// phones.
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import type { AxiosError } from 'axios';
import { LABELS, MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { confirm, showError, showSuccess } from '../../../lib/dialogs.tsx';
import { searchConventionProperties, useConventionDebts, useCreateConvention } from '../api/conventions-builder.ts';
import * as B from './builder/builder-state.ts';
import { Amounts } from './builder/Amounts.tsx';
import { DebtList } from './builder/DebtList.tsx';
import { QuotaCard } from './builder/QuotaCard.tsx';

const T = LABELS.agreements.builder;

const NUMBER_ERRORS: readonly string[] = [MSG.agreements.correlativeRequired, MSG.agreements.numberTaken];

/** What a refused creation says: a 400's body as it is (001 section 8), our 422's {error}; else the connection message. */
export function creationErrorText(err: unknown): string {
  const res = (err as AxiosError<unknown>)?.response;
  if (res && (res.status === 400 || res.status === 422)) {
    const body = res.data;
    if (typeof body === 'string' && body.trim()) return body;
    if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') return (body as { error: string }).error;
    if (body) return JSON.stringify(body);
  }
  return MSG.common.connection;
}

export function ConventionBuilder({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: () => void }) {
  const phone = useIsPhone();
  const today = todayYmd();
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  // the builder of the chosen property, once touched (until then it is derived from the debts as loaded)
  const [built, setBuilt] = useState<{ property: number; state: B.BuilderState } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const debts = useConventionDebts(opened ? propertyId : null);
  const create = useCreateConvention();
  const saving = create.isPending;
  const quotasId = useId();
  const numberInput = useRef<HTMLInputElement>(null);

  const state: B.BuilderState | null =
    propertyId && built?.property === propertyId ? built.state : debts.data ? B.initialBuilder(debts.data.data, today) : null;
  const change = (next: (s: B.BuilderState) => B.BuilderState) => {
    if (!state || !propertyId) return;
    setBuilt({ property: propertyId, state: next(state) });
    setProblem(null);
  };

  // the correlative's messages show under its field: it comes into view with the focus (scrolled away on a phone)
  const focusNumber = (text: string) => {
    if (NUMBER_ERRORS.includes(text)) setTimeout(() => numberInput.current?.focus(), 0);
  };

  const reset = () => {
    setPropertyId(null);
    setNumber('');
    setBuilt(null);
    setProblem(null);
  };
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  const submit = async () => {
    if (!state || !propertyId) return;
    const error = B.builderError(state, number, today);
    setProblem(error);
    if (error) return void focusNumber(error);
    if (!(await confirm(MSG.agreements.confirmCreate))) return;
    try {
      await create.mutateAsync(B.conventionBody(state, propertyId, number));
      void showSuccess(MSG.agreements.created);
      reset();
      onClose();
      onCreated();
    } catch (err) {
      const text = creationErrorText(err);
      setProblem(text);
      await showError(text);
      focusNumber(text);
      // a debt taken meanwhile (another agreement, a bill): the property's debts are read again and the quotas start over
      if (text === MSG.agreements.itemTaken || text === MSG.agreements.itemUnknown) {
        setBuilt(null);
        void debts.refetch();
      }
    }
  };

  const totals = state ? B.agreementTotals(state) : null;
  // the correlative's own messages go under its field, the others under the builder
  const numberError = problem && NUMBER_ERRORS.includes(problem) ? problem : undefined;

  const noDebt = state && !state.list.length && !state.quotas.length;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={T.title}
      size="80rem"
      fullScreen={phone}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      footer={
        <>
          <Button variant="default" onClick={close} disabled={saving}>
            {T.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={!state || saving}>
            {LABELS.agreements.form.create}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SearchSelect
            label={T.property}
            placeholder={T.propertyPlaceholder}
            queryKey={['agreements', 'builder-properties']}
            load={searchConventionProperties}
            value={propertyId ? String(propertyId) : null}
            onChange={(v) => {
              setPropertyId(v ? Number(v) : null);
              setBuilt(null);
              setProblem(null);
            }}
            disabled={saving}
            required
            // inside the (full-screen on phones) modal: the list opens under the field and scrolls with it
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            ref={numberInput}
            label={T.correlative}
            required
            value={number}
            maxLength={40}
            disabled={saving}
            error={numberError}
            onChange={(e) => (setNumber(e.currentTarget.value), setProblem(null))}
          />
        </SimpleGrid>
        {!propertyId && (
          <Text size="sm" c="dimmed">
            {T.pickProperty}
          </Text>
        )}
        {propertyId && debts.isLoading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{T.loading}</Text>
          </Group>
        )}
        {noDebt && <Alert color="yellow">{MSG.agreements.noDebt}</Alert>}
        {state && !noDebt && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Stack gap="sm">
              {!state.quotas.length && (
                <DateField
                  label={T.firstDate}
                  value={state.firstDate}
                  min={today}
                  disabled={saving}
                  onChange={(v) => change((s) => B.setFirstDate(s, v ?? ''))}
                />
              )}
              <DebtList state={state} disabled={saving} onToggle={(i) => change((s) => B.toggleDebt(s, i))} onGenerate={() => change(B.generateQuota)} />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby={quotasId}>
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h5" id={quotasId}>
                  {T.quotas}
                </Title>
                <Text size="sm" c="dimmed" data-testid="quotas-count">
                  {B.countText(state.quotas.length, 'cuota', 'cuotas')}
                </Text>
              </Group>
              {!state.quotas.length && (
                <Text size="sm" c="dimmed">
                  {T.noQuotas}
                </Text>
              )}
              {state.quotas.map((q) => (
                <QuotaCard
                  key={q.position}
                  quota={q}
                  today={today}
                  last={q.position === state.quotas.length}
                  disabled={saving}
                  onDate={(d) => change((s) => B.setQuotaDate(s, q.position, d))}
                  onRemove={() => change((s) => B.removeQuota(s, q.position))}
                  onReset={() => change(B.resetDebt)}
                />
              ))}
              {totals && totals.count > 0 && (
                <Text fw={700} data-testid="agreement-total">
                  {T.total}: <Amounts ucd={totals.ucd} bs={totals.bs} /> ({B.countText(totals.count, 'deuda', 'deudas')})
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        )}
        {problem && !numberError && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {saving && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{T.saving}</Text>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
