import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Select } from './Select';

test('a select lists its options and shows the value chosen', () => {
  const html = renderToStaticMarkup(
    <Select id="status" label="Status" value="b" onChange={() => {}} options={[{ value: 'a', label: 'Any' }, { value: 'b', label: 'Approved' }]} />,
  );
  expect(html).toContain('for="status"');
  expect(html).toContain('<option value="a">Any</option>');
  expect(html).toContain('<option value="b" selected="">Approved</option>');
});

test('options may come as children, and a problem marks the select invalid', () => {
  const html = renderToStaticMarkup(
    <Select id="action" label="Action" problem="Choose one">
      <optgroup label="Keys">
        <option value="key.created">key.created</option>
      </optgroup>
    </Select>,
  );
  expect(html).toContain('<optgroup label="Keys">');
  expect(html).toContain('aria-invalid="true"');
  expect(html).toContain('aria-describedby="action-problem"');
});
