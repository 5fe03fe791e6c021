export { decideDisputeInSandbox, listDisputes, openDispute } from './disputes';
