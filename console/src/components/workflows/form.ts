// A workflow as its form edits it, and back to WorkflowInput: stages in
// order (each on or off), thresholds as typed text, checked lists.
import type { AddressFailure, AddressMethod, DocumentType, Stage, WorkflowInput } from '../../gql/graphql';

export const STAGES: readonly { value: Stage; label: string }[] = [
  { value: 'DOCUMENT', label: 'Identity document' },
  { value: 'LIVENESS', label: 'Liveness selfie' },
  { value: 'FACE_MATCH', label: 'Face match' },
  { value: 'ADDRESS', label: 'Home address' },
];

export const DOCUMENT_TYPES: readonly { value: DocumentType; label: string }[] = [
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'ID_CARD', label: 'Identity card' },
  { value: 'DRIVERS_LICENSE', label: 'Driver’s licence' },
  { value: 'RESIDENCE_PERMIT', label: 'Residence permit' },
];

export const ADDRESS_METHODS: readonly { value: AddressMethod; label: string }[] = [
  { value: 'GEOCODE_LOOKUP', label: 'Looked up on a map' },
  { value: 'DEVICE_LOCATION', label: 'Compared with the device’s location' },
  { value: 'POA_DOCUMENT', label: 'Read from a proof of address' },
];

export const THRESHOLDS = [
  { key: 'ocrMin', label: 'Minimum OCR confidence' },
  { key: 'qualityMin', label: 'Minimum document quality' },
  { key: 'livenessMin', label: 'Minimum liveness score' },
  { key: 'faceMatchMin', label: 'Minimum face similarity' },
] as const;

export type ThresholdKey = (typeof THRESHOLDS)[number]['key'];

/** A workflow as the API answers it (the fields the form needs). */
export interface WorkflowLike {
  name: string;
  isDefault: boolean;
  stages: readonly Stage[];
  documentTypes: readonly DocumentType[];
  address: { methods: readonly AddressMethod[]; onFail: AddressFailure; autoApproveThreshold: number };
  thresholds: Record<ThresholdKey, number>;
}

/** What the form holds. */
export interface WorkflowForm {
  name: string;
  /** Every stage in the order shown, each on or off. */
  stages: { stage: Stage; on: boolean }[];
  documentTypes: DocumentType[];
  addressMethods: AddressMethod[];
  onFail: AddressFailure;
  autoApproveThreshold: string;
  thresholds: Record<ThresholdKey, string>;
  isDefault: boolean;
}

/** The settings of a new workflow: the server's defaults (kyc.DefaultWorkflowConfig, decision.DefaultPolicy). */
export const NEW_WORKFLOW: WorkflowLike = {
  name: '',
  isDefault: false,
  stages: ['DOCUMENT', 'LIVENESS', 'FACE_MATCH'],
  documentTypes: ['PASSPORT', 'ID_CARD', 'DRIVERS_LICENSE', 'RESIDENCE_PERMIT'],
  address: { methods: ['GEOCODE_LOOKUP'], onFail: 'REVIEW', autoApproveThreshold: 0.6 },
  thresholds: { ocrMin: 0.8, qualityMin: 0.75, livenessMin: 0.85, faceMatchMin: 0.75 },
};

/** toForm is the form of a workflow: its stages first, in order, then the others, off. */
export function toForm(w: WorkflowLike): WorkflowForm {
  return {
    name: w.name,
    stages: [
      ...w.stages.map((stage) => ({ stage, on: true })),
      ...STAGES.filter((s) => !w.stages.includes(s.value)).map((s) => ({ stage: s.value, on: false })),
    ],
    documentTypes: [...w.documentTypes],
    addressMethods: [...w.address.methods],
    onFail: w.address.onFail,
    autoApproveThreshold: String(w.address.autoApproveThreshold),
    thresholds: {
      ocrMin: String(w.thresholds.ocrMin),
      qualityMin: String(w.thresholds.qualityMin),
      livenessMin: String(w.thresholds.livenessMin),
      faceMatchMin: String(w.thresholds.faceMatchMin),
    },
    isDefault: w.isDefault,
  };
}

/** A number typed in the form; NaN when it is not one. */
function number(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? NaN : Number(t);
}

/**
 * toInput is the form as a WorkflowInput, or the fields that are not
 * numbers (keyed as the server keys its own messages), which the server
 * cannot be asked about. Ranges are the server's to judge.
 */
export function toInput(f: WorkflowForm): { input: WorkflowInput } | { problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  const num = (key: string, text: string) => {
    const n = number(text);
    if (!Number.isFinite(n)) problems[key] = ['Enter a number from 0 to 1, such as 0.8.'];
    return n;
  };
  const thresholds = {
    ocrMin: num('thresholds.ocrMin', f.thresholds.ocrMin),
    qualityMin: num('thresholds.qualityMin', f.thresholds.qualityMin),
    livenessMin: num('thresholds.livenessMin', f.thresholds.livenessMin),
    faceMatchMin: num('thresholds.faceMatchMin', f.thresholds.faceMatchMin),
  };
  const autoApproveThreshold = num('address.autoApproveThreshold', f.autoApproveThreshold);
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      name: f.name,
      stages: f.stages.filter((s) => s.on).map((s) => s.stage),
      documentTypes: DOCUMENT_TYPES.map((d) => d.value).filter((d) => f.documentTypes.includes(d)),
      address: { methods: ADDRESS_METHODS.map((m) => m.value).filter((m) => f.addressMethods.includes(m)), onFail: f.onFail, autoApproveThreshold },
      thresholds,
      // Only ever made the default: another becoming the default unmakes it.
      ...(f.isDefault ? { isDefault: true } : {}),
    },
  };
}

/** move moves the stage at index by delta (-1 up, +1 down), within bounds. */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

/** toggled adds or removes value from a list. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}
