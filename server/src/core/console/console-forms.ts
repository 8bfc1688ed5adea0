import type { TObject, TSchema } from '@sinclair/typebox';
import { formProblems } from '../form-problems';
import type { ConsoleAppState, ConsoleField, ReleaseAction } from '../steps/step';
import { html, type SafeHtml } from './console-html';

/** A published version as a form offers it to choose (the releases' record of it). */
export interface PublishedVersion {
  version: string;
  createdAt: string;
  notes: string | null;
}

/**
 * A posted form, read field by field. The form routes declare no schema: a post without the
 * fields (or without a body) gets the console's own page (sign in, refused), not a JSON 400.
 */
export type Form = Record<string, string | undefined>;

/** The route options of a route that takes the console's forms (see core/plugins/same-origin-writes.ts). */
export const FORMS = { config: { acceptsForms: true } };

/** The limits the input's schema gives a field (none for a field the entry turns into something else). */
function limitsOf(input: TObject, name: string): { schema: TSchema | undefined; required: boolean } {
  return { schema: Object.hasOwn(input.properties, name) ? input.properties[name] : undefined, required: (input.required ?? []).includes(name) };
}

function control(id: string, field: ConsoleField, input: TObject, releases: PublishedVersion[], active: string | null): SafeHtml {
  const { schema, required } = limitsOf(input, field.name);
  const need = required ? html` required` : '';
  switch (field.control) {
    case 'published version': {
      const choices = releases.filter((release) => !(field.notActive && release.version === active));
      return html`<label for="${id}">${field.label}</label><select id="${id}" name="${field.name}"${need}>
${choices.map((release) => html`<option value="${release.version}">${release.version} · ${release.createdAt} UTC${release.notes ? ` · ${release.notes}` : ''}</option>`)}
</select>`;
    }
    case 'text':
      return html`<label for="${id}">${field.label}</label><input id="${id}" name="${field.name}" type="text"${need}${typeof schema?.maxLength === 'number' ? html` maxlength="${schema.maxLength}"` : ''}>`;
    case 'number':
      return html`<label for="${id}">${field.label}</label><input id="${id}" name="${field.name}" type="number"${typeof schema?.minimum === 'number' ? html` min="${schema.minimum}"` : ''}${
        typeof schema?.maximum === 'number' ? html` max="${schema.maximum}"` : ''
      } value="${field.value}"${need}>`;
    case 'checkbox':
      return html`<label for="${id}"><input id="${id}" name="${field.name}" type="checkbox" value="yes"> ${field.label}</label>`;
  }
}

export interface FormPageData {
  state: ConsoleAppState;
  releases: PublishedVersion[];
  csrf: string;
}

/** The forms of the console's steps that the app's page shows now, in the table's order. */
export function actionForms(actions: readonly ReleaseAction[], { state, releases, csrf }: FormPageData): SafeHtml[] {
  return actions.flatMap((action) => {
    const form = action.console;
    if (!form || (form.shown && !form.shown(state))) return [];
    const fields = form.fields.map((field) => control(`${action.name}-${field.name}`, field, action.input, releases, state.active));
    return [
      html`<form class="card" method="post" action="/admin/apps/${state.app}/${action.name}">
<h3>${form.title ? form.title(state) : action.summary}</h3>
<input type="hidden" name="csrf" value="${csrf}">
${fields}
<div><button type="submit"${form.danger ? html` class="danger"` : ''}>${form.button}</button></div>
</form>`,
    ];
  });
}

/** A form field's value as its input wants it: a post is strings, a checkbox is there or not. */
function read(field: ConsoleField, given: string | undefined): unknown {
  switch (field.control) {
    case 'checkbox':
      return given === 'yes';
    case 'number':
      return given === undefined || given.trim() === '' ? undefined : Number(given);
    case 'text':
      return given?.trim();
    case 'published version':
      return given;
  }
}

export interface FormInput {
  input: Record<string, unknown>;
  /** The reason given, trimmed ('' for none). */
  reason: string;
  /** What in the form does not fit the entry's schema, said for the release manager; null when it all does. */
  problem: string | null;
}

/**
 * A posted form as its entry's input: the form's declared fields (no other field of the post is
 * read) and the page's app, checked against the entry's schema. The app comes last: it is the
 * app the step acts on (see steps/scope.ts), and no field of the form may name another.
 */
export function formInput(action: ReleaseAction, app: string, form: Form): FormInput {
  const fields: Record<string, unknown> = {};
  for (const field of action.console?.fields ?? []) fields[field.name] = read(field, Object.hasOwn(form, field.name) ? form[field.name] : undefined);
  const input = action.console?.input?.(app, fields) ?? { ...fields, app };
  const reason = typeof fields.reason === 'string' ? fields.reason : '';
  const labelOf = (name: string) => action.console?.fields.find((field) => field.name === name)?.label ?? name;
  return { input, reason, problem: formProblems(action.input, input, labelOf) };
}
