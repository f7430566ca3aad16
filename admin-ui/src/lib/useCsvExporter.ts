import { downloadCSV, useTranslate, type Exporter, type TranslateFunction } from 'react-admin';
import { toCsv, type CsvColumn } from './csv';

/**
 * react-admin's exporter for a list: the rows it fetched with the list's filters and sort (up to
 * the ExportButton's `maxResults`), in the columns given (headings and values translated), as
 * `{fileName}.csv`. The byte order mark lets spreadsheets read ₹ and names in any script.
 */
export function useCsvExporter<T>(
  fileName: string,
  columns: (translate: TranslateFunction) => readonly CsvColumn<T>[],
): Exporter {
  const translate = useTranslate();
  return (records) => {
    downloadCSV(`\ufeff${toCsv(records as T[], columns(translate))}`, fileName);
  };
}
