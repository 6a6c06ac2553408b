// A session's faces side by side: the portrait cropped from the document,
// the selfie the verdict rests on and, for an active attempt, the frame
// that shows the person best, each opening in the lightbox; the face
// match's similarity and verdict; the liveness attempt's challenges (each
// with the frame that proved it), its checks and signals; and every frame
// of the recordings, behind a disclosure. See faces.ts for how frames are
// told to be an attempt's.
import { useId, useState, type ReactNode } from 'react';
import type { DecisionReason } from '../../gql/graphql';
import { Badge } from '../ui/Badge';
import { SubCheckList } from './Checks';
import {
  bestFrame,
  challenges,
  faceVerdict,
  formatSimilarity,
  frameAt,
  frameGroups,
  judgedAttempt,
  judgedSelfie,
  recordingChecks,
  selfieChecks,
  DEFAULT_FACE_MATCH_MIN,
  type Attempt,
  type FaceMatch,
  type FrameGroup,
} from './faces';
import { REASON_LABELS, formatScore, signalLabel } from './labels';
import { Lightbox, asLightbox, type LightboxImage, type MediaItem } from './Media';
import { challengeOf, subCheckLabel, type SubCheck } from './subchecks';

/** A liveness attempt as the session query reads it. */
export interface LivenessData extends Attempt {
  multipleFaces: boolean;
  reason?: DecisionReason | null;
  checks: readonly SubCheck[];
  signals: readonly string[];
}

/** The checks the panel shows. */
export interface FaceChecks {
  liveness: readonly LivenessData[];
  faceMatch?: FaceMatch | null;
}

/** hasFaces reports whether a session's checks have anything for the Faces panel: a face match or a liveness attempt. */
export function hasFaces(checks: FaceChecks | null | undefined): boolean {
  return !!checks && (checks.faceMatch != null || checks.liveness.length > 0);
}

/** What the lightbox shows: a list of images, and which. */
interface Shown {
  images: LightboxImage[];
  index: number;
}

/** frameLabel names the i-th frame of attempt k (of several, when many) out of total. */
function frameLabel(k: number, i: number, total: number, many: boolean): string {
  return `${many ? `Attempt ${k + 1}, frame` : 'Frame'} ${i + 1} of ${total}`;
}

export function Faces({ checks, documents, faceMatchMin = DEFAULT_FACE_MATCH_MIN, livenessMin, compact }: {
  checks: FaceChecks;
  /** The session's documents, or null for a viewer who may not see images. */
  documents: readonly MediaItem[] | null;
  faceMatchMin?: number;
  livenessMin: number;
  compact?: boolean;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [framesSeen, setFramesSeen] = useState(false);
  const attempts = checks.liveness;
  const many = attempts.length > 1;
  const match = checks.faceMatch ?? null;
  const docs = (documents ?? []).filter((d) => d.contentType.startsWith('image/'));
  const portrait = docs.find((d) => d.kind === 'DOCUMENT_PORTRAIT') ?? null;
  const selfies = docs.filter((d) => d.kind === 'LIVENESS');
  const frames = docs.filter((d) => d.kind === 'LIVENESS_FRAME');
  const judged = judgedAttempt(attempts);
  const selfie = judgedSelfie(selfies, attempts.length, judged);
  const groups = frameGroups(attempts, frames);
  const best = judged >= 0 ? bestFrame(attempts[judged], groups?.[judged]) : null;

  // Each attempt's frames as the lightbox shows them; all frames in a row when the groups are unknown.
  const groupImages = (k: number): LightboxImage[] => {
    const g = groups?.[k];
    return g ? g.frames.map((d, i) => asLightbox(d, frameLabel(k, i, g.total, many))) : [];
  };
  const allFrames = frames.map((d, i) => asLightbox(d, `Frame ${i + 1} of the ${frames.length} listed`));
  const openFrame = (k: number, i: number) => setShown({ images: groupImages(k), index: i });

  // The faces compared, side by side.
  const compared: (LightboxImage & { face: string; caption: string })[] = [];
  if (portrait) compared.push({ ...asLightbox(portrait), face: 'portrait', caption: 'From the document' });
  if (selfie) {
    const label = many && judged >= 0 && selfies.length === attempts.length ? `Selfie, attempt ${judged + 1}` : 'Selfie';
    compared.push({ ...asLightbox(selfie, label), face: 'selfie', caption: label });
  }
  if (best && groups) {
    const g = groups[judged];
    const name = best.check ? subCheckLabel(best.check) : null;
    const label = `Best frame: ${frameLabel(judged, best.index, g.total, many).toLowerCase()}${name ? ` (${name})` : ''}`;
    compared.push({ ...asLightbox(best.frame, label), face: 'frame', caption: `Frame ${best.index + 1}${name ? `, ${name.toLowerCase()}` : ''}` });
  }

  /** frameAction is a check's frame: a button that shows it, or its number where the frame is not at hand. */
  const frameAction = (k: number) => (c: SubCheck) => {
    if (c.frame == null) return null;
    const n = c.frame + 1;
    if (documents === null || !frameAt(groups?.[k], c)) return <span className="muted">frame {n}</span>;
    const what = challengeOf(c.name) ? `, where ${subCheckLabel(c).toLowerCase()} was seen` : `: ${subCheckLabel(c).toLowerCase()}`;
    return (
      <button type="button" className="frame-link" data-frame={c.frame} onClick={() => openFrame(k, c.frame!)}>
        Frame {n}
        <span className="sr-only">{what}</span>
      </button>
    );
  };

  const verdict = match ? faceVerdict(match, faceMatchMin) : null;
  const side = compared.length > 0 || match !== null;
  return (
    <div className={compact ? 'faces faces-compact' : 'faces'}>
      {/* Its own box: the faces' column sticks within it, never over the frames under it. */}
      <div className={side && attempts.length > 0 ? 'faces-top faces-two' : 'faces-top'}>
        {side && (
          <div className="faces-side">
            {compared.length > 0 && (
              <ul className="faces-compared" aria-label="Faces compared">
                {compared.map((c, i) => (
                  <li key={c.face}>
                    <figure>
                      <button type="button" className="media-open" onClick={() => setShown({ images: compared, index: i })}
                        aria-label={`Enlarge: ${c.label}`}>
                        <img src={c.url} width={c.width} height={c.height} alt={c.label} data-face={c.face} />
                      </button>
                      <figcaption>{c.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
            {documents !== null && !portrait && match && <p className="muted">No portrait from the document is among the images.</p>}

            {match && verdict && (
              <div className="face-match" data-passed={match.passed}>
                <p className="face-similarity">
                  {match.reason ? (
                    <span className="face-percent">Not compared</span>
                  ) : (
                    <>
                      <span className="face-percent">{formatSimilarity(match.similarity)}</span> similar{' '}
                      <span className="muted nowrap">(needs ≥ {formatSimilarity(faceMatchMin)})</span>
                    </>
                  )}
                  <Badge tone={verdict.tone}>{verdict.text}</Badge>
                </p>
                {match.detail && <p className="muted face-detail">{match.detail.charAt(0).toUpperCase() + match.detail.slice(1)}</p>}
              </div>
            )}
          </div>
        )}

        {attempts.length > 0 && (
          <div className="attempts">
            {many && (
              <p className="muted attempts-note">
                {attempts.length} attempts; the verdict rests on attempt {judged + 1}.
              </p>
            )}
            <AttemptView attempt={attempts[judged]} k={judged} many={many} livenessMin={livenessMin} action={frameAction(judged)} />
            {attempts.map((a, k) =>
              k === judged ? null : (
                <details key={k} className="attempt-other">
                  <summary>
                    Attempt {k + 1}: {a.passed ? 'passed' : 'failed'}, score {formatScore(a.score)}
                    {a.reason ? ` (${REASON_LABELS[a.reason]})` : ''}
                  </summary>
                  <AttemptView attempt={a} k={k} many={many} livenessMin={livenessMin} action={frameAction(k)} />
                </details>
              ),
            )}
          </div>
        )}
      </div>

      {frames.length > 0 && (
        <details className="frames" onToggle={(e) => e.currentTarget.open && setFramesSeen(true)}>
          <summary>All {frames.length} frames</summary>
          {framesSeen &&
            (groups ? (
              groups.map((g, k) =>
                g.frames.length === 0 ? null : (
                  <FrameGrid key={k} title={many ? `Attempt ${k + 1}` : null} images={groupImages(k)} group={g}
                    named={attempts[k].checks} onOpen={(i) => openFrame(k, i)} />
                ),
              )
            ) : (
              <>
                <p className="muted">
                  Which attempt each frame belongs to cannot be told: they are shown in the order recorded.
                </p>
                <FrameGrid title={null} images={allFrames} onOpen={(i) => setShown({ images: allFrames, index: i })} />
              </>
            ))}
        </details>
      )}

      <Lightbox images={shown?.images ?? []} index={shown?.index ?? null}
        onIndex={(i) => setShown((s) => (s && i !== null ? { ...s, index: i } : null))} />
    </div>
  );
}

/** AttemptView is a liveness attempt: its score and verdict, its challenges, its checks and its signals. */
function AttemptView({ attempt: a, k, many, livenessMin, action }: {
  attempt: LivenessData;
  k: number;
  many: boolean;
  livenessMin: number;
  action: (c: SubCheck) => ReactNode;
}) {
  const signalsId = useId();
  const asked = challenges(a);
  const selfie = selfieChecks(a);
  const recording = recordingChecks(a);
  const passed = a.passed && a.score >= livenessMin;
  return (
    <div className="attempt" data-attempt={k}>
      <p className="attempt-head">
        <span className="attempt-title">Liveness{many ? `, attempt ${k + 1}` : ''}</span>
        <span className="nowrap">
          score {formatScore(a.score)} <span className="muted">(needs ≥ {livenessMin.toFixed(2)})</span>
        </span>
        <span className={passed ? 'result result-pass' : 'result result-fail'}>
          <span aria-hidden="true">{passed ? '✓ ' : '✗ '}</span>
          {passed ? 'Pass' : 'Fail'}
        </span>
        {a.reason && <Badge tone="warning">{REASON_LABELS[a.reason]}</Badge>}
      </p>
      {asked.length > 0 && <SubCheckList checks={asked} title="Challenges" action={action} />}
      {selfie.length > 0 && <SubCheckList checks={selfie} title="Checks of the selfie" />}
      {recording.length > 0 && <SubCheckList checks={recording} title="Checks of the recording" action={action} />}
      <p className="read-subhead" id={signalsId}>
        Signals
      </p>
      {a.signals.length === 0 ? (
        <p className="muted signals-none">None raised.</p>
      ) : (
        <ul className="signals" aria-labelledby={signalsId}>
          {a.signals.map((s) => (
            <li key={s} data-signal={s}>
              <Badge tone="danger">{signalLabel(s)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** FrameGrid shows frames as small thumbnails, loaded as they come into view, each opening in the lightbox. */
function FrameGrid({ title, images, group, named, onOpen }: {
  title: string | null;
  images: readonly LightboxImage[];
  /** The attempt's group, when known: its total says whether the list was cut short. */
  group?: FrameGroup<unknown>;
  /** The attempt's checks: the frames they name are marked. */
  named?: readonly SubCheck[];
  onOpen(i: number): void;
}) {
  const id = useId();
  const label = title ?? 'Frames';
  return (
    <div className="frame-group">
      {title && (
        <p className="read-subhead" id={id}>
          {title}
        </p>
      )}
      {group && group.total > group.frames.length && (
        <p className="muted">
          {group.frames.length} of the {group.total} frames recorded are listed.
        </p>
      )}
      <ul className="frame-grid" aria-labelledby={title ? id : undefined} aria-label={title ? undefined : label}>
        {images.map((d, i) => {
          const marks = (named ?? []).filter((c) => c.frame === i && challengeOf(c.name)).map((c) => subCheckLabel(c));
          return (
            <li key={d.id}>
              <figure>
                <button type="button" className="frame-thumb" onClick={() => onOpen(i)} aria-label={`Enlarge: ${d.label}`}>
                  <img src={d.url} width={d.width} height={d.height} alt={d.label} loading="lazy" decoding="async" />
                </button>
                <figcaption>
                  {i + 1}
                  {marks.length > 0 && <span className="frame-mark">{marks.join(', ')}</span>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
