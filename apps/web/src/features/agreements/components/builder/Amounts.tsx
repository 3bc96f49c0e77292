// An amount in UCD and in Bs, each kept on one line ('UCD 2,3200 · Bs. 116,00').
import { formatBs, formatUcd } from '@aseo/shared/format';
import type { Bs, Ucd } from '@aseo/shared/money';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function Amounts({ ucd, bs }: { ucd: Ucd | string; bs: Bs | string }) {
  return (
    <>
      <span style={NOWRAP}>{formatUcd(ucd)}</span> · <span style={NOWRAP}>{formatBs(bs)}</span>
    </>
  );
}
