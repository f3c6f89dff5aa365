/** The kit product (modules/kits): its purchase, its orders' reactions, and the analysis a paid kit becomes. */
export { insertAnalysis, nextAnalysisReference } from './kits.repository';
export { kitsRoutes } from './kits.routes';
export { createKits, type Kits, kitTexts } from './kits.service';
