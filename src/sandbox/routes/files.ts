import { validateDatasetCsv } from '../../api/dataset-csv.js';
import { badField } from '../errors.js';
import { parseIntParam, readFilePart } from '../http-input.js';
import type { RouteDef, World } from '../route-table.js';

/** docs/platform.md 4.18 and 4.19: multipart uploads with one binary part named File. */
export function fileRoutes(world: World): RouteDef[] {
  const { store } = world;
  return [
    {
      method: 'POST',
      path: '/api/workspaces/{workspaceId}/file/upload',
      async handle(c) {
        store.requireWorkspace(parseIntParam('workspaceId', c.req.param('workspaceId')));
        const part = await readFilePart(c.req.raw);
        return c.json({ fileId: store.addFile(part.fileName, part.data.byteLength) });
      },
    },
    {
      method: 'POST',
      path: '/api/workspaces/{workspaceId}/probe/custom/dataset/upload',
      async handle(c) {
        store.requireWorkspace(parseIntParam('workspaceId', c.req.param('workspaceId')));
        const part = await readFilePart(c.req.raw);
        const result = validateDatasetCsv(part.data);
        if (!result.ok) {
          throw badField(
            'File',
            result.message,
            `The dataset is not a valid CSV file: ${result.message}.`,
          );
        }
        const fileId = store.addFile(part.fileName, part.data.byteLength);
        return c.json({ fileId, entriesRowCount: result.rows, fileName: part.fileName });
      },
    },
  ];
}
