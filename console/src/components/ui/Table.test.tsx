import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Table } from './Table';

const body = (
  <tbody>
    <tr>
      <td data-label="Name">Ada</td>
    </tr>
  </tbody>
);

test('a table has its caption for screen readers and its own class', () => {
  const html = renderToStaticMarkup(<Table caption="Customers" className="customers">{body}</Table>);
  expect(html).toMatch(/^<div class="[^"]+"><table class="[^"]* customers"><caption class="sr-only">Customers<\/caption><tbody>/);
  expect(html).not.toContain('role="region"');
});

test('a labelled table’s box is a region that takes the focus', () => {
  const html = renderToStaticMarkup(<Table label="Checks" flat>{body}</Table>);
  expect(html).toMatch(/^<div class="[^"]+" role="region" aria-label="Checks" tabindex="0">/);
});

test('stacking on phones, framing and density are classes of their own', () => {
  const tableClass = (html: string) => /<table class="([^"]+)"/.exec(html)![1].split(' ');
  const boxClass = (html: string) => /<div class="([^"]+)"/.exec(html)![1].split(' ');
  const plain = renderToStaticMarkup(<Table flat plain>{body}</Table>);
  const full = renderToStaticMarkup(<Table dense>{body}</Table>);
  expect(tableClass(plain)).toHaveLength(1);
  expect(tableClass(full)).toHaveLength(3);
  expect(boxClass(plain)).toHaveLength(1);
  expect(boxClass(full)).toHaveLength(2);
});

test('columns make the head: figures right-aligned, hidden ones for screen readers, false ones left out', () => {
  const html = renderToStaticMarkup(
    <Table columns={['Name', { label: 'Amount', num: true }, false, { label: 'Actions', hidden: true }]}>{body}</Table>,
  );
  expect(html).toContain(
    '<thead><tr><th scope="col">Name</th><th scope="col" class="num">Amount</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>',
  );
});
