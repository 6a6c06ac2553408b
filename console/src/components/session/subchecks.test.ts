import { expect, test } from 'vitest';
import { fieldLabel, subCheckDetail, subCheckLabel, subCheckMeasure, words } from './subchecks';

test('labels come from the check’s name', () => {
  const label = (name: string, detail?: string) => subCheckLabel({ name, detail });
  expect(label('quality.resolution')).toBe('Resolution');
  expect(label('quality.sharpness')).toBe('Sharpness');
  expect(label('quality.glare')).toBe('Glare');
  expect(label('quality.in_frame')).toBe('Whole document in frame');
  expect(label('mrz.documentNumber', 'checkDigit')).toBe('MRZ: document number check digit');
  expect(label('mrz.composite', 'checkDigit')).toBe('MRZ: composite check digit');
  expect(label('mrz.dateOfBirth', 'value')).toBe('MRZ: date of birth format');
  expect(label('mrz.issuingState')).toBe('MRZ: issuing state');
  expect(label('mrz', 'mrz: no zone')).toBe('Machine-readable zone');
  expect(label('cross.customer_name')).toBe('Name matches the customer');
  expect(label('cross.duplicate_document')).toBe('Document not used by another person');
  expect(label('cross.date_of_birth')).toBe('Date of birth');
  expect(label('quality.contrast')).toBe('Contrast');
  expect(label('novel')).toBe('Novel');
  expect(words('optionalData')).toBe('optional data');
});

test('details say what the label does not', () => {
  expect(subCheckDetail({ name: 'mrz.documentNumber', detail: 'checkDigit' })).toBeNull();
  expect(subCheckDetail({ name: 'mrz.sex', detail: 'value' })).toBeNull();
  expect(subCheckDetail({ name: 'quality.glare' })).toBeNull();
  expect(subCheckDetail({ name: 'image', detail: 'no_mrz' })).toBe('No machine-readable zone was found');
  expect(subCheckDetail({ name: 'image', detail: 'odd_thing' })).toBe('Odd thing');
  expect(subCheckDetail({ name: 'cross.duplicate_document', detail: 'no other person’s session holds this document' })).toBe(
    'No other person’s session holds this document',
  );
});

test('measures in each check’s unit, against its threshold', () => {
  expect(subCheckMeasure({ name: 'quality.resolution', score: 1240.4, threshold: 800, passed: true })).toEqual({
    value: '1240 px',
    needs: '≥ 800 px',
  });
  expect(subCheckMeasure({ name: 'quality.sharpness', score: 412.73, threshold: 150, passed: true })).toEqual({ value: '413', needs: '≥ 150' });
  expect(subCheckMeasure({ name: 'quality.sharpness', score: 3.14, threshold: 150, passed: false })).toEqual({ value: '3.1', needs: '≥ 150' });
  expect(subCheckMeasure({ name: 'quality.glare', score: 0.0312, threshold: 0.02, passed: false })).toEqual({ value: '3.1%', needs: '≤ 2%' });
  expect(subCheckMeasure({ name: 'quality.glare', score: 0, threshold: 0.02, passed: true })).toEqual({ value: '0%', needs: '≤ 2%' });
  expect(subCheckMeasure({ name: 'quality.in_frame', score: 1, threshold: 1, passed: true })).toBeNull();
  expect(subCheckMeasure({ name: 'mrz.composite', passed: true })).toBeNull();
  expect(subCheckMeasure({ name: 'cross.customer_name', score: 0.5, threshold: 1, passed: false })).toEqual({ value: '0.50', needs: '≥ 1.00' });
  expect(subCheckMeasure({ name: 'other', score: 0.5, passed: true })).toEqual({ value: '0.50', needs: null });
});

test('the fields read from a document, in words', () => {
  expect(fieldLabel('dateOfBirth')).toBe('Date of birth');
  expect(fieldLabel('documentNumber')).toBe('Document number');
  expect(fieldLabel('expiryDate')).toBe('Expiry date');
  expect(fieldLabel('date_of_birth')).toBe('Date of birth');
  expect(fieldLabel('document_type')).toBe('Document type');
  expect(fieldLabel('sex')).toBe('Sex');
  expect(fieldLabel('optionalData2')).toBe('Optional data 2');
});

test('barcode checks and fields are named for people', () => {
  expect(subCheckLabel({ name: 'barcode.aamva', detail: 'AAMVA version 10, DL subfile' })).toBe('Barcode (AAMVA data)');
  expect(subCheckLabel({ name: 'aamva.DAQ', detail: 'no document number' })).toBe('Barcode: document number');
  expect(subCheckLabel({ name: 'aamva.ZZZ' })).toBe('Barcode: ZZZ');
  expect(subCheckLabel({ name: 'cross.mrz_barcode' })).toBe('Barcode matches the machine-readable zone');
  expect(fieldLabel('qrCode')).toBe('QR code');
  expect(fieldLabel('addressLine1')).toBe('Address');
});

test('a liveness attempt’s checks, in words and in their units', () => {
  const label = (name: string) => subCheckLabel({ name });
  expect(label('faces')).toBe('One face');
  expect(label('centred')).toBe('Face centred');
  expect(label('eyes_open')).toBe('Eyes open');
  expect(label('same_face')).toBe('Same person throughout');
  expect(label('challenge.1.turn_left')).toBe('Turn left');
  expect(label('challenge.2.move_closer')).toBe('Move closer');
  expect(label('challenge.3.blink')).toBe('Blink');
  expect(label('challenge.3.wink')).toBe('Wink');
  expect(subCheckDetail({ name: 'challenge.1.turn_left', detail: 'best frame 7, at 2750 ms' })).toBe('At 2.75 s into the recording');
  expect(subCheckDetail({ name: 'challenge.1.nod', detail: 'no face in the frames of its prompt' })).toBe('No face in the frames of its prompt');
  expect(subCheckMeasure({ name: 'challenge.1.turn_left', score: 22.4, threshold: 15, passed: true })).toEqual({ value: '22°', needs: '≥ 15°' });
  expect(subCheckMeasure({ name: 'challenge.2.smile', score: 0.19, threshold: 0.08, passed: true })).toEqual({ value: '+19%', needs: '≥ +8%' });
  expect(subCheckMeasure({ name: 'challenge.1.blink', score: 0.35, threshold: 0.3, passed: true })).toEqual({ value: '35% closed', needs: '≥ 30%' });
  expect(subCheckMeasure({ name: 'faces', score: 2, threshold: 1, passed: false })).toEqual({ value: '2 found', needs: 'exactly 1' });
  expect(subCheckMeasure({ name: 'size', score: 0.4547, threshold: 0.15, passed: true })).toEqual({ value: '45% of the width', needs: '≥ 15%' });
  expect(subCheckMeasure({ name: 'centred', score: 0.0174, threshold: 0.25, passed: true })).toEqual({ value: '1.7% off centre', needs: '≤ 25%' });
  expect(subCheckMeasure({ name: 'frontal', score: 0.3492, threshold: 1, passed: true })).toEqual({ value: '35% of the bounds', needs: '≤ 100%' });
  expect(subCheckMeasure({ name: 'sharpness', score: 97.3767, threshold: 40, passed: true })).toEqual({ value: '97', needs: '≥ 40' });
  expect(subCheckMeasure({ name: 'lighting', score: 45.62, threshold: 30, passed: true })).toEqual({ value: '46', needs: '≥ 30' });
  expect(subCheckMeasure({ name: 'frames', score: 1, threshold: 0.6, passed: true })).toEqual({ value: '100%', needs: '≥ 60%' });
  expect(subCheckMeasure({ name: 'same_face', score: 0.252, threshold: 0.6, passed: true })).toEqual({ value: '0.25 apart', needs: '≤ 0.60' });
  expect(subCheckMeasure({ name: 'at_rest', passed: true })).toBeNull();
  expect(subCheckDetail({ name: 'faces', detail: 'faces found' })).toBeNull();
  expect(subCheckDetail({ name: 'faces', detail: 'no face found' })).toBe('No face found');
});
