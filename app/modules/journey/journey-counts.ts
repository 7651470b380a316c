/**
 * How many steps and phases the journey has, for copy that reaches the browser on pages that do not
 * load the journey (the side menu on every signed-in page, public pages). Importing STEP_IDS there
 * would ship its ids to every page (~300 bytes gzip, measured); journey-counts-copy.test.ts fails
 * as soon as these differ from STEP_IDS.length (TOTAL_STEPS) and PHASES.length.
 */
export const JOURNEY_STEP_COUNT = 21;
export const JOURNEY_PHASE_COUNT = 4;
