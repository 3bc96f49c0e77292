// The status badge (issue 26 item 4): every status of a domain has its own colour and reads its
// whole label, in the case the label has (not upper-cased).
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_LABELS, BILL_STATUS_LABELS, SUGGESTION_STATUS_LABELS } from '@aseo/shared/constants';
import { STATUS_DOMAINS, StatusBadge, statusTone } from '../../src/components/StatusBadge.tsx';

describe('status badge', () => {
  it.each([
    ['bill', BILL_STATUS_LABELS],
    ['suggestion', SUGGESTION_STATUS_LABELS],
    ['account', ACCOUNT_STATUS_LABELS],
  ] as const)('each %s status has a colour of its own', (kind, labels) => {
    const statuses = Object.keys(labels);
    const tones = statuses.map((s) => statusTone(kind, s));
    expect(new Set(tones).size).toBe(statuses.length);
    expect(Object.keys(STATUS_DOMAINS[kind].tones).sort()).toEqual(statuses.sort());
  });

  it("shows the domain's label, or the API's text, whole", () => {
    render(
      <MantineProvider env="test">
        <StatusBadge kind="bill" status={3} />
        <StatusBadge kind="suggestion" status={1} label="En proceso" />
        <StatusBadge kind="solvency" status="Revocada" />
      </MantineProvider>,
    );
    const badges = screen.getAllByTestId('status-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['Anulado', 'En proceso', 'Revocada']);
    expect(badges.map((b) => b.dataset.tone)).toEqual(['gray', 'blue', 'red']);
  });
});
