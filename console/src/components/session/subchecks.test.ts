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
