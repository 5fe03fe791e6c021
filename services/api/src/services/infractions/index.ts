export { decideSandboxAnalysis } from './decide-sandbox-analysis';
export { defendInfraction } from './defend-infraction';
export { expireDeadlines, startDeadlineWorker } from './infraction-deadlines';
export { getInfraction, listInfractions } from './list-infractions';
export { openSandboxInfraction } from './open-sandbox-infraction';
