// What a panel of the playground is: a title, the extra fields it needs (kept in the page
// URL), and a pure function from the reference and those fields to rows to show. Adding a
// panel for a later package is one file exporting a Panel and one line in ./index.ts.

/** Options of the page that every panel sees. */
export interface PanelOptions {
  iri: boolean;
  zoneId: boolean;
}

/** An input of the panel besides the main reference; `key` is its name in the page URL. */
export interface PanelField {
  key: string;
  label: string;
  initial: string;
}

/**
 * What the panel's example button loads: the reference (when the panel's example needs its own)
 * and the panel's fields, a state in which the panel shows what it does at its best.
 */
export interface PanelExample {
  uri?: string;
  fields?: Readonly<Record<string, string>>;
}

/** One row of a panel's output. */
export type PanelRow =
  | { kind: 'value'; label: string; value: string }
  | { kind: 'diff'; label: string; before: string; after: string | undefined }
  | { kind: 'error'; label: string; code: string; message: string };

export interface Panel {
  id: string;
  title: string;
  /** A link to the API docs of what the panel runs. */
  docs: string;
  fields: readonly PanelField[];
  /** What its example button loads; every panel has one (test/model.test.ts checks it works). */
  example: PanelExample;
  /** Computes the rows; never throws (failures are 'error' rows). */
  render(input: string, fields: ReadonlyMap<string, string>, options: PanelOptions): PanelRow[];
}

/** An error row for a thrown urikit error (code, message), or rethrows anything else. */
export function errorRow(label: string, error: unknown): PanelRow {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') throw error;
  return { kind: 'error', label, code, message: String(message) };
}
