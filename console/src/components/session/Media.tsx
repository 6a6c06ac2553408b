// A session's images side by side, and a lightbox to look closer: zoom
// with the buttons or + and −, 0 to fit, R to rotate a quarter turn
// clockwise (Shift+R the other way), the arrow keys for the other images, Escape to
// close. The frames of active liveness attempts are not among them: the
// Faces panel shows those.
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { DocumentKind } from '../../gql/graphql';
import { fromHere } from '../../lib/links';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { KIND_LABELS } from './labels';

export interface MediaItem {
  id: string;
  kind: DocumentKind;
  contentType: string;
  width: number;
  height: number;
  url: string;
}

/** An image the lightbox shows, with what it is called. */
export interface LightboxImage {
  id: string;
  kind: DocumentKind;
  width: number;
  height: number;
  url: string;
  label: string;
}

/** The zoom levels of the lightbox (the stylesheet has a rule for each: no inline style). */
export const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** The rotations of the lightbox, in degrees clockwise (the stylesheet has a rule for each). */
export const TURNS = [0, 90, 180, 270] as const;

/** Images in the order a reviewer compares them: the document, then the selfies. */
const ORDER: DocumentKind[] = ['DOCUMENT_FRONT', 'DOCUMENT_BACK', 'DOCUMENT_PORTRAIT', 'LIVENESS', 'POA', 'LIVENESS_VIDEO'];

/** asLightbox is a document as the lightbox shows it, followed from the console's own origin, whatever name it was opened at. */
export function asLightbox(d: Omit<MediaItem, 'contentType'>, label: string = KIND_LABELS[d.kind]): LightboxImage {
  return { id: d.id, kind: d.kind, width: d.width, height: d.height, url: fromHere(d.url), label };
}

export function Media({ items, compact }: { items: readonly MediaItem[]; compact?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const sorted = items
    .filter((d) => d.kind !== 'LIVENESS_FRAME')
    .map((d) => ({ ...d, url: fromHere(d.url) }))
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const images = sorted.filter((d) => d.contentType.startsWith('image/'));
  const videos = sorted.filter((d) => !d.contentType.startsWith('image/'));
  if (items.length === 0) return <p className="muted">No images: none were uploaded, or they were erased.</p>;

  return (
    <>
      <ul className={compact ? 'media media-compact' : 'media'} aria-label="Images">
        {images.map((d, i) => (
          <li key={d.id}>
            <figure>
              <button type="button" className="media-open" onClick={() => setOpen(i)} aria-label={`Enlarge: ${KIND_LABELS[d.kind]}`}>
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
      <Lightbox images={images.map((d) => asLightbox(d))} index={open} onIndex={setOpen} />
    </>
  );
}

/**
 * Lightbox shows images[index] over the page (none when index is null),
 * to zoom, rotate and page through; onIndex(null) closes it. Each image
 * opens fitted and upright. Closed, it gives the focus back to what opened
 * it (the image's or the frame's button), as every dialog does.
 */
export function Lightbox({ images, index, onIndex }: {
  images: readonly LightboxImage[];
  index: number | null;
  onIndex(index: number | null): void;
}) {
  const [zoom, setZoom] = useState(0);
  const [turn, setTurn] = useState(0);
  const current = index === null ? null : (images[index] ?? null);
  const open = current !== null;
  // A new image opens fitted and upright.
  const [shown, setShown] = useState<string | null>(null);
  if ((current?.id ?? null) !== shown) {
    setShown(current?.id ?? null);
    setZoom(0);
    setTurn(0);
  }
  const step = (by: number) => index !== null && onIndex((index + by + images.length) % images.length);
  const rotate = (by: number) => setTurn((t) => (t + by + TURNS.length) % TURNS.length);
  const onKey = (e: KeyboardEvent) => {
    if (index === null || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === '+' || e.key === '=') setZoom((z) => Math.min(z + 1, ZOOMS.length - 1));
    else if (e.key === '-' || e.key === '−') setZoom((z) => Math.max(z - 1, 0));
    else if (e.key === '0') setZoom(0);
    else if (e.key === 'r') rotate(1);
    else if (e.key === 'R') rotate(-1);
    else if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else return;
    e.preventDefault();
  };
  const degrees = TURNS[turn];
  const state = `${ZOOMS[zoom] * 100}%${degrees ? `, rotated ${degrees}°` : ''}`;
  // A quarter turn lays the image on its side: the stylesheet sizes it from
  // its proportions, given as custom properties (set through the CSSOM,
  // which the Content-Security-Policy allows, unlike a style attribute).
  const proportions = current ? ({ '--lb-ratio': current.width / current.height, '--lb-h': current.height } as CSSProperties) : undefined;

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onIndex(null)} title={current?.label ?? ''} wide
      description="Zoom with + and −, 0 to fit; R rotates a quarter turn clockwise, Shift+R back; the arrow keys show the other images.">
      {current && (
        <div className="lightbox-body" onKeyDown={onKey}>
          <div className="lightbox-tools" role="group" aria-label="Zoom and rotate">
            <Button onClick={() => setZoom((z) => Math.max(z - 1, 0))} disabled={zoom === 0}>
              Zoom out
            </Button>
            <span className="zoom-level" aria-live="polite">
              {ZOOMS[zoom] * 100}%
            </span>
            <Button onClick={() => setZoom((z) => Math.min(z + 1, ZOOMS.length - 1))}
              disabled={zoom === ZOOMS.length - 1}>
              Zoom in
            </Button>
            <Button onClick={() => rotate(-1)}>
              Rotate left
            </Button>
            <Button onClick={() => rotate(1)}>
              Rotate right
            </Button>
            {images.length > 1 && (
              <>
                <Button onClick={() => step(-1)}>
                  Previous image
                </Button>
                <Button onClick={() => step(1)}>
                  Next image
                </Button>
              </>
            )}
            <Button className="lightbox-close" onClick={() => onIndex(null)}>
              Close
            </Button>
          </div>
          <p className="sr-only" aria-live="polite">
            {degrees ? `Rotated ${degrees}° clockwise` : 'Upright'}
          </p>
          {/* The viewport scrolls to pan a zoomed image; it takes focus so the keys work from the start. */}
          <div className="lightbox-view" tabIndex={0} aria-label={`${current.label}, ${state}`} role="region">
            <div className="lightbox-turn" data-turn={degrees} data-zoom={zoom} style={proportions}>
              <img src={current.url} width={current.width} height={current.height} alt={current.label}
                className="lightbox-image" data-zoom={zoom} data-turn={degrees} data-kind={current.kind} />
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
