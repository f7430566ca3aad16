import type { Projector } from '../runner/projector';
import { plansProjector } from './plans/projection';

export * from './plans/query';
export { plansProjector };

/** Every read model's projector; the runner and rebuild take this list. */
export const allProjectors: readonly Projector[] = [plansProjector];
