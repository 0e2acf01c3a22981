import { FORM_PRESETS, presetById, type FormPreset } from './presets';

/** The forms an account can use: the seven presets and those extracted for it (metadata `forms`). */
export function formsOf(metadata: Record<string, unknown>): FormPreset[] {
  const extracted = (metadata.forms ?? {}) as Record<string, FormPreset>;
  return [...FORM_PRESETS, ...Object.values(extracted)];
}

/** A form by id, or an extracted one by its reference post's link. */
export function findForm(id: string, metadata: Record<string, unknown>): FormPreset | undefined {
  const extracted = (metadata.forms ?? {}) as Record<string, FormPreset>;
  return presetById(id) ?? extracted[id] ?? Object.values(extracted).find((f) => f.source === id);
}

/** True for a form named by a reference post's link rather than an id. */
export function isReferenceLink(id: string): boolean {
  return /^https?:\/\//i.test(id);
}

/** `{id, name, when}` of each form, as `kr_form_required` and `GET /v1/kr/forms` list them. */
export function formSummaries(metadata: Record<string, unknown> = {}) {
  return formsOf(metadata).map((f) => ({ id: f.id, name: f.name, when: f.when }));
}
