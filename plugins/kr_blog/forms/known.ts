import { FORM_PRESETS, presetById, type FormPreset } from './presets';

/** The forms an account can use: the seven presets and those extracted for it (metadata `forms`). */
export function formsOf(metadata: Record<string, unknown>): FormPreset[] {
  const extracted = (metadata.forms ?? {}) as Record<string, FormPreset>;
  return [...FORM_PRESETS, ...Object.values(extracted)];
}

export function findForm(id: string, metadata: Record<string, unknown>): FormPreset | undefined {
  return presetById(id) ?? ((metadata.forms ?? {}) as Record<string, FormPreset>)[id];
}

/** `{id, name, when}` of each form, as `kr_form_required` and `GET /v1/kr/forms` list them. */
export function formSummaries(metadata: Record<string, unknown> = {}) {
  return formsOf(metadata).map((f) => ({ id: f.id, name: f.name, when: f.when }));
}
