import {
  type CheckedImportRow,
  type ImportProblem,
  type ImportSheet,
  importNamesFor,
  importRowCheckerFor,
  importSheetProblems,
} from '@armada/domain';
import { useCallback, useRef, useState } from 'react';
import { useCurrentUser } from '../../platform/session/session-context';
import { fetchImportReferences } from './api';
import type { ImportKind } from './imports';
import { readBlob } from './read-blob';
import { sheetKindOf, sheetOfCsv, sheetOfWorkbook } from './read-sheet';

/** Rows checked between two paints: small enough that the progress moves and the page answers. */
export const CHECK_CHUNK_ROWS = 250;

export type ImportFailure = 'wrongType' | 'unreadable' | 'lookupFailed';

export type ImportCheckState =
  | { phase: 'idle' }
  | { phase: 'reading' | 'lookup'; file: string }
  | { phase: 'checking'; file: string; done: number; total: number }
  | { phase: 'problems'; file: string; problems: ImportProblem[] }
  | { phase: 'ready'; file: string; rows: CheckedImportRow[] }
  | { phase: 'failed'; file: string; failure: ImportFailure };

const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function readSheet(file: File): Promise<ImportSheet> {
  return sheetKindOf(file.name) === 'csv'
    ? sheetOfCsv(await readBlob(file, 'text'))
    : sheetOfWorkbook(await readBlob(file, 'bytes'));
}

/**
 * Reads a file and checks it row by row before anything is written: names are looked up in one
 * call, then rows are checked in chunks so a 5,000-row file shows its progress. A newer file
 * cancels the run of an older one.
 */
export function useImportCheck(kind: ImportKind) {
  const timeZone = useCurrentUser().company.time_zone;
  const [state, setState] = useState<ImportCheckState>({ phase: 'idle' });
  const run = useRef(0);

  const check = useCallback(
    async (file: File) => {
      const current = ++run.current;
      const live = () => run.current === current;
      const name = file.name;
      if (sheetKindOf(name) === null) return setState({ phase: 'failed', file: name, failure: 'wrongType' });
      setState({ phase: 'reading', file: name });
      let sheet: ImportSheet;
      try {
        sheet = await readSheet(file);
      } catch {
        if (live()) setState({ phase: 'failed', file: name, failure: 'unreadable' });
        return;
      }
      const { definition } = kind;
      const fileProblems = importSheetProblems(definition, sheet);
      if (fileProblems.length > 0) {
        if (live()) setState({ phase: 'problems', file: name, problems: fileProblems });
        return;
      }
      if (!live()) return;
      setState({ phase: 'lookup', file: name });
      let checkRow: ReturnType<typeof importRowCheckerFor>;
      try {
        const references = await fetchImportReferences(kind, importNamesFor(definition, sheet));
        checkRow = importRowCheckerFor(definition, sheet, references, timeZone);
      } catch {
        if (live()) setState({ phase: 'failed', file: name, failure: 'lookupFailed' });
        return;
      }
      const rows: CheckedImportRow[] = [];
      const problems: ImportProblem[] = [];
      const total = sheet.rows.length;
      for (let start = 0; start < total; start += CHECK_CHUNK_ROWS) {
        if (!live()) return;
        setState({ phase: 'checking', file: name, done: start, total });
        await nextPaint();
        for (const row of sheet.rows.slice(start, start + CHECK_CHUNK_ROWS)) {
          const result = checkRow(row);
          problems.push(...result.problems);
          if (result.item) rows.push({ row: row.number, item: result.item });
        }
      }
      if (!live()) return;
      setState(
        problems.length > 0
          ? { phase: 'problems', file: name, problems }
          : { phase: 'ready', file: name, rows },
      );
    },
    [kind, timeZone],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState({ phase: 'idle' });
  }, []);

  /** After the server refused the file (its data changed since the check): its problems, placed. */
  const showProblems = useCallback((file: string, problems: ImportProblem[]) => {
    setState({ phase: 'problems', file, problems });
  }, []);

  return { state, check, reset, showProblems };
}
