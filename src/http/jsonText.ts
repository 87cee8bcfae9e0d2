// A handler's response body already written as JSON text (a page of canonical records, src/domain/canonical/
// pageJson.ts): the pipeline sends it as it is instead of encoding a value again.
export class JsonText {
  constructor(readonly text: string) {}
}
