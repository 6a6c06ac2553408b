// A session's images side by side, and a lightbox to look closer: zoom
// with the buttons or + and −, 0 to fit, the arrow keys for the other
// images, Escape to close.
import { useState, type KeyboardEvent } from 'react';
import type { DocumentKind } from '../../gql/graphql';
import { fromHere } from '../../lib/links';
import { KIND_LABELS } from './labels';
import { Modal } from './ui';

export interface MediaItem {
  id: string;
  kind: DocumentKind;
  contentType: string;
  width: number;
  height: number;
  url: string;
}

/** The zoom levels of the lightbox (the stylesheet has a rule for each: no inline style). */
export const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** Images in the order a reviewer compares them: the document, then the selfies. */
const ORDER: DocumentKind[] = ['DOCUMENT_FRONT', 'DOCUMENT_BACK', 'DOCUMENT_PORTRAIT', 'LIVENESS', 'POA', 'LIVENESS_VIDEO'];

export function Media({ items, compact }: { items: readonly MediaItem[]; compact?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const [zoom, setZoom] = useState(0);
  // Followed from the console's own origin, whatever name it was opened at.
  const sorted = items.map((d) => ({ ...d, url: fromHere(d.url) })).sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const images = sorted.filter((d) => d.contentType.startsWith('image/'));
  const videos = sorted.filter((d) => !d.contentType.startsWith('image/'));
  if (items.length === 0) return <p className="muted">No images: none were uploaded, or they were erased.</p>;

  const show = (i: number) => {
    setOpen(i);
    setZoom(0);
  };
  const current = open === null ? null : images[open];
  const onKey = (e: KeyboardEvent) => {
    if (open === null) return;
    if (e.key === '+' || e.key === '=') setZoom((z) => Math.min(z + 1, ZOOMS.length - 1));
    else if (e.key === '-' || e.key === '−') setZoom((z) => Math.max(z - 1, 0));
    else if (e.key === '0') setZoom(0);
    else if (e.key === 'ArrowRight') show((open + 1) % images.length);
    else if (e.key === 'ArrowLeft') show((open - 1 + images.length) % images.length);
    else return;
    e.preventDefault();
  };

  return (
    <>
      <ul className={compact ? 'media media-compact' : 'media'} aria-label="Images">
        {images.map((d, i) => (
          <li key={d.id}>
            <figure>
              <button type="button" className="media-open" onClick={() => show(i)} aria-label={`Enlarge: ${KIND_LABELS[d.kind]}`}>
                <img src={d.url} width={d.width} height={d.height} alt={KIND_LABELS[d.kind]} data-kind={d.kind} />
              </button>
              <figcaption>
                {KIND_LABELS[d.kind]} <span className="muted">{d.width}×{d.height}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {videos.map((d) => (
        <p key={d.id}>
          <a href={d.url} target="_blank" rel="noreferrer">
            Open the {KIND_LABELS[d.kind].toLowerCase()}
          </a>
        </p>
      ))}
      <Modal open={current !== null} onOpenChange={(o) => !o && setOpen(null)} title={current ? KIND_LABELS[current.kind] : ''}
        description="Zoom with + and −, 0 to fit; the arrow keys show the other images." className="lightbox">
        {current && (
          <div className="lightbox-body" onKeyDown={onKey}>
            <div className="lightbox-tools" role="group" aria-label="Zoom">
              <button type="button" className="button" onClick={() => setZoom((z) => Math.max(z - 1, 0))} disabled={zoom === 0}>
                Zoom out
              </button>
              <span className="zoom-level" aria-live="polite">
                {ZOOMS[zoom] * 100}%
              </span>
              <button type="button" className="button" onClick={() => setZoom((z) => Math.min(z + 1, ZOOMS.length - 1))}
                disabled={zoom === ZOOMS.length - 1}>
                Zoom in
              </button>
              {images.length > 1 && (
                <>
                  <button type="button" className="button" onClick={() => show((open! - 1 + images.length) % images.length)}>
                    Previous image
                  </button>
                  <button type="button" className="button" onClick={() => show((open! + 1) % images.length)}>
                    Next image
                  </button>
                </>
              )}
              <button type="button" className="button lightbox-close" onClick={() => setOpen(null)}>
                Close
              </button>
            </div>
            {/* The viewport scrolls to pan a zoomed image; it takes focus so the keys work from the start. */}
            <div className="lightbox-view" tabIndex={0} aria-label={`${KIND_LABELS[current.kind]}, ${ZOOMS[zoom] * 100}%`} role="region">
              <img src={current.url} width={current.width} height={current.height} alt={KIND_LABELS[current.kind]}
                className="lightbox-image" data-zoom={zoom} />
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
