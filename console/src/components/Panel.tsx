// A titled part of a page (a customer's verifications, a wallet's holds):
// a bordered box whose heading names it for screen readers, with an
// optional line under it that leads further ("All 40 deposits").
import { useId, type ReactNode } from 'react';

export function Panel({ title, children, more }: { title: ReactNode; children: ReactNode; more?: ReactNode }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel-title">
        {title}
      </h2>
      {children}
      {more && <p className="panel-more">{more}</p>}
    </section>
  );
}
