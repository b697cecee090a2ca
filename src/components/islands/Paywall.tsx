// "Choose a Plan to Continue": the three packs from the one catalogue. A native modal <dialog> traps
// focus, closes on Escape and gives focus back to what opened it.
import { useEffect, useRef } from 'react';
import { trapFocus } from '../../lib/client/focus-trap.ts';
import { PACKS, PACK_FEATURES, costPerRewrite, formatPrice } from '../../lib/shared/packs.ts';
import type { PackId } from '../../lib/shared/packs.ts';

interface Props {
  open: boolean;
  onClose(): void;
  onChoose(packId: PackId): void;
  busyPack?: PackId | null;
}

export default function Paywall({ open, onClose, onChoose, busyPack = null }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => (dialogRef.current ? trapFocus(dialogRef.current) : undefined), []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={dialogRef} className="modal paywall" aria-labelledby="paywall-title" aria-describedby="paywall-text" onClose={onClose}>
      <div className="paywall__head">
        <h2 id="paywall-title">Choose a Plan to Continue</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>×</button>
      </div>
      <p id="paywall-text">You've used your free rewrite. Select a plan to unlock more.</p>
      <ul className="paywall__packs">
        {PACKS.map((pack) => (
          <li key={pack.id} className={`pack-card${pack.isPopular ? ' pack-card--popular' : ''}`}>
            {pack.isPopular && <span className="badge pack-card__badge">Most popular</span>}
            <h3>{pack.name}</h3>
            <p className="pack-card__price"><strong>{formatPrice(pack.priceCents)}</strong> <span className="muted">one-time</span></p>
            <p className="pack-card__credits">{pack.credits} rewrites · {costPerRewrite(pack)} per rewrite</p>
            <ul className="pack-card__features">
              {PACK_FEATURES.map((feature) => <li key={feature}>{feature}</li>)}
            </ul>
            <button type="button" className={`button${pack.isPopular ? '' : ' button--ghost'}`} onClick={() => onChoose(pack.id)} disabled={busyPack !== null} aria-busy={busyPack === pack.id}>
              {busyPack === pack.id ? 'Starting checkout…' : `Choose ${pack.name}`}
            </button>
          </li>
        ))}
      </ul>
      <p className="muted paywall__note">Credits never expire. One credit is one rewrite in all three tones.</p>
    </dialog>
  );
}
