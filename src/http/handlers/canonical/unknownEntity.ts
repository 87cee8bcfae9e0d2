// A data API path that names no entity type. The canonical API has one operation per entity type, so
// `GET /api/public/data/widgets` (or `/api/public/data/widgets/<id>`) matches no operation; dispatch asks here before
// answering the generic 404 not_found, so such a path answers 404 entity_not_found listing the entity types.
import { entityParam } from './entityParam.js';

const DATA_PATH = /^\/api\/public\/data\/([^/]+)(?:\/[^/]+)?\/?$/;

/** Throws 404 entity_not_found when `path` is a data API path whose entity type does not exist. */
export function rejectUnknownEntity(path: string): void {
  const m = DATA_PATH.exec(path);
  if (!m) return;
  let entity = m[1]!;
  try {
    entity = decodeURIComponent(entity);
  } catch {
    // keep the raw segment: it names no entity type either way
  }
  entityParam(entity);
}
