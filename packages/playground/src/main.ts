// The playground page: reads the state from the URL, draws the reference as coloured
// component spans with details on hover and focus, shows a parse error with a caret, runs
// every panel, and writes the state back to the URL on each change (shareable links).
import { errorExcerpt } from '@urikit/percent-encoding';
import { parse, tryParse, type UriReference } from '@urikit/syntax';
import { spanDetails } from './details.js';
import { diff } from './diff.js';
import { PANELS } from './panels/index.js';
import type { Panel, PanelOptions, PanelRow } from './panels/types.js';
import { componentSpans, type Span } from './spans.js';
import { readState, type State, writeState } from './state.js';
import './style.css';

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing`);
  return element as T;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props))
    if (value !== undefined) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

function definitionList(rows: readonly (readonly [string, string])[]): HTMLDListElement {
  return el(
    'dl',
    {},
    ...rows.flatMap(([label, value]) => [el('dt', {}, label), el('dd', {}, value)]),
  );
}

const uriInput = byId<HTMLInputElement>('uri');
const iriBox = byId<HTMLInputElement>('opt-iri');
const zoneBox = byId<HTMLInputElement>('opt-zone');
const spansView = byId('spans');
const errorView = byId('error');
const detailsView = byId('details');
const panelsView = byId('panels');
const shareButton = byId<HTMLButtonElement>('share');
const shareUrl = byId<HTMLInputElement>('share-url');

const state: State = readState(location.hash);
const panelInputs = new Map<string, HTMLInputElement>();
const panelOutputs = new Map<string, HTMLElement>();

function options(): PanelOptions {
  return { iri: iriBox.checked, zoneId: zoneBox.checked };
}

function showDetails(span: Span, parsed: UriReference): void {
  detailsView.replaceChildren(definitionList(spanDetails(span, parsed, options())));
}

function drawSpans(input: string): void {
  const parsed = tryParse(input, options());
  spansView.replaceChildren();
  if (parsed === undefined) {
    try {
      parse(input, options());
    } catch (error) {
      const { code, index } = error as { code: string; index: number };
      errorView.hidden = false;
      errorView.dataset['code'] = code;
      errorView.dataset['index'] = String(index);
      // The library's own excerpt: the input (or a window of it) with a caret under index.
      errorView.textContent = `${code} at index ${index}\n${errorExcerpt(input, index)}`;
    }
    detailsView.replaceChildren();
    return;
  }
  errorView.hidden = true;
  errorView.textContent = '';
  for (const span of componentSpans(input, parsed)) {
    const node = el('span', {
      class: span.kind,
      'data-kind': span.kind,
      title: span.kind,
    });
    node.textContent = span.text;
    if (span.kind !== 'delimiter') {
      node.tabIndex = 0;
      node.setAttribute('aria-label', `${span.kind} ${span.text}`);
      node.addEventListener('mouseenter', () => showDetails(span, parsed));
      node.addEventListener('focus', () => showDetails(span, parsed));
    }
    spansView.append(node);
  }
  detailsView.replaceChildren(el('p', {}, 'Hover over or tab to a component for its details.'));
}

function drawRow(row: PanelRow): Node[] {
  const label = el('dt', {}, row.label);
  if (row.kind === 'value') return [label, el('dd', { 'data-row': row.label }, row.value)];
  if (row.kind === 'error') {
    return [
      label,
      el('dd', { class: 'error', 'data-code': row.code }, row.message.split('\n')[0] ?? ''),
    ];
  }
  if (row.after === undefined) return [label, el('dd', {}, 'refused')];
  if (row.after === row.before) return [label, el('dd', { class: 'same' }, row.after)];
  const parts = diff(row.before, row.after).map((part) =>
    part.op === 'same' ? part.text : el(part.op === 'removed' ? 'del' : 'ins', {}, part.text),
  );
  return [label, el('dd', {}, ...parts)];
}

function drawPanel(panel: Panel, input: string): void {
  const fields = new Map(
    panel.fields.map((field) => [field.key, state.get(field.key) ?? field.initial]),
  );
  const output = panelOutputs.get(panel.id)!;
  output.replaceChildren(el('dl', {}, ...panel.render(input, fields, options()).flatMap(drawRow)));
}

function update(): void {
  state.set('uri', uriInput.value);
  state.set('iri', iriBox.checked ? '1' : '');
  state.set('zone', zoneBox.checked ? '1' : '');
  for (const [key, input] of panelInputs) state.set(key, input.value);
  const hash = writeState(state);
  try {
    history.replaceState(null, '', hash);
  } catch {
    location.hash = hash;
  }
  if (!shareUrl.hidden) shareUrl.value = location.href;
  drawSpans(uriInput.value);
  for (const panel of PANELS) drawPanel(panel, uriInput.value);
}

/** Loads a panel's example: its reference (if it has one) and its fields, then redraws. */
function loadExample(panel: Panel): void {
  if (panel.example.uri !== undefined) uriInput.value = panel.example.uri;
  for (const [key, value] of Object.entries(panel.example.fields ?? {})) {
    const input = panelInputs.get(key);
    if (input !== undefined) input.value = value;
  }
  update();
  document.getElementById(`panel-${panel.id}`)?.scrollIntoView({ block: 'nearest' });
}

function buildPanels(): void {
  for (const panel of PANELS) {
    const section = el('section', {
      class: 'panel',
      id: `panel-${panel.id}`,
      'aria-label': panel.title,
    });
    const example = el('button', { type: 'button', class: 'example', 'data-example': panel.id });
    example.textContent = 'Example';
    example.addEventListener('click', () => loadExample(panel));
    section.append(
      el('h2', {}, panel.title, ' ', el('a', { href: panel.docs }, 'docs'), ' ', example),
    );
    for (const field of panel.fields) {
      const id = `field-${field.key}`;
      const input = el('input', { id, type: 'text', spellcheck: 'false', autocomplete: 'off' });
      input.value = state.get(field.key) ?? field.initial;
      input.addEventListener('input', update);
      panelInputs.set(field.key, input);
      section.append(el('label', { for: id }, field.label), input);
    }
    const output = el('div', { class: 'output', 'aria-live': 'polite' });
    panelOutputs.set(panel.id, output);
    section.append(output);
    panelsView.append(section);
  }
}

function start(): void {
  uriInput.value = state.get('uri') ?? '';
  iriBox.checked = state.get('iri') === '1';
  zoneBox.checked = state.get('zone') === '1';
  buildPanels();
  uriInput.addEventListener('input', update);
  iriBox.addEventListener('change', update);
  zoneBox.addEventListener('change', update);
  shareButton.addEventListener('click', () => {
    shareUrl.hidden = false;
    shareUrl.value = location.href;
    shareUrl.focus();
    shareUrl.select();
  });
  update();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
