/** Test data factory for GET /api/studios, read from the studio registry (common/studios/). */
import type { StudiosResponse } from '../../../common/contracts/studios';
import { describeStudio, type StudioEngineName } from '../../../common/studios/studio-description';
import { STUDIOS_IN_ORDER } from '../../../common/studios/studios';

/** Every studio of the registry, each running on `engine` (the built-in one by default). */
export function makeStudioCatalog(
  engine: StudioEngineName = { name: 'local', quality: 'preview' },
): StudiosResponse {
  return { studios: STUDIOS_IN_ORDER.map((studio) => describeStudio(studio, engine)) };
}
