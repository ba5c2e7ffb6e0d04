import type { Translation } from '../id';

const kind = (title: string, one: string, other: string, lookup: string) => ({
  title,
  subtitle: `Add many ${other} at once from a CSV or XLSX file`,
  breadcrumb: other[0]?.toUpperCase() + other.slice(1),
  noun_one: one,
  noun_other: other,
  Noun_one: one[0]?.toUpperCase() + one.slice(1),
  Noun_other: other[0]?.toUpperCase() + other.slice(1),
  lookup,
});

export const dataImport: Translation['dataImport'] = {
  template: 'Download Template',
  templateFailed: 'The template could not be made. Please try again.',
  steps:
    'Download the template, fill in one {{noun}} per row (see the Petunjuk sheet), then upload the file. Every row is checked first; the records are created only if there is no problem, all of them or none.',
  drop: 'Click or drag a file here',
  dropHint: 'CSV or XLSX, at most {{max}} rows',
  wrongType: 'The file must be CSV or XLSX.',
  unreadable: 'The file cannot be read. Make sure it is a valid CSV or XLSX file.',
  lookupFailed: 'The {{lookup}} could not be loaded. Please try again.',
  phase: {
    reading: 'Reading the file…',
    lookup: 'Matching {{lookup}}…',
    checking: 'Checking row {{done}} of {{total}}…',
    sending: 'Creating {{count}} {{noun}}…',
  },
  problemsTitle_one: '{{shown}} problem found in {{file}}',
  problemsTitle_other: '{{shown}} problems found in {{file}}',
  problemsHint: 'Fix the file and upload it again. Nothing has been created yet.',
  readyTitle_one: '{{shown}} {{noun}} ready to import from {{file}}',
  readyTitle_other: '{{shown}} {{noun}} ready to import from {{file}}',
  readyHint: 'Every row was checked and has no problem.',
  import_one: 'Import {{shown}} {{Noun}}',
  import_other: 'Import {{shown}} {{Noun}}',
  another: 'Choose Another File',
  success_one: '{{shown}} {{noun}} imported',
  success_other: '{{shown}} {{noun}} imported',
  sendFailed: 'The import failed; nothing was created.',
  columns: {
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
  },
  wholeFile: 'Whole file',
  kinds: {
    'delivery-order': {
      ...kind('Import Deliveries', 'delivery', 'deliveries', 'customers, addresses and products'),
      subtitle: 'Create many delivery orders at once from a CSV or XLSX file',
    },
    address: kind('Import Addresses', 'address', 'addresses', ''),
    vehicle: kind('Import Vehicles', 'vehicle', 'vehicles', 'vehicle types, box types, garages and drivers'),
    driver: kind('Import Drivers', 'driver', 'drivers', ''),
    customer: kind('Import Customers', 'customer', 'customers', ''),
    product: kind('Import Products', 'product', 'products', 'product types'),
  },
};
