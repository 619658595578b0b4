/**
 * A call body as multipart form data, for the endpoints whose contract says
 * `"contentType": "multipart/form-data"` (image uploads): a File or Blob becomes a file part with its
 * name, a list one part per item, an object its JSON, anything else its text; missing values are left
 * out, as JSON would leave out `undefined`.
 */

/** `image/jpeg` -> `image.jpeg`: a Blob (a compressed photo) has no name of its own. */
function blobName(field: string, blob: Blob): string {
  if (blob instanceof File && blob.name) return blob.name;
  const subtype = /^[a-z]+\/([a-z0-9.+-]+)$/i.exec(blob.type)?.[1];
  return subtype ? `${field}.${subtype}` : field;
}

function append(form: FormData, field: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(field, value, blobName(field, value));
  else if (Array.isArray(value)) value.forEach((item) => append(form, field, item));
  else if (typeof value === 'object') form.append(field, JSON.stringify(value));
  else form.append(field, String(value));
}

export function multipartBody(body: unknown): FormData {
  const form = new FormData();
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body)) append(form, field, value);
  }
  return form;
}
