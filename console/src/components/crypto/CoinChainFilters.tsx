// The coin and chain selects of the deposit and withdrawal lists' filters.
import { Select } from '../ui/Select';
import { CHAIN_LABELS, COINS } from './assets';

const ANY = { value: '', label: 'Any' };

export function CoinChainFilters({ coin, chain, onChange }: { coin: string; chain: string; onChange(values: { coin?: string; chain?: string }): void }) {
  return (
    <>
      <Select label="Coin" value={coin} onChange={(e) => onChange({ coin: e.target.value })} options={[ANY, ...COINS.map((c) => ({ value: c, label: c }))]} />
      <Select label="Chain" value={chain} onChange={(e) => onChange({ chain: e.target.value })}
        options={[ANY, ...Object.entries(CHAIN_LABELS).map(([value, label]) => ({ value, label }))]} />
    </>
  );
}
