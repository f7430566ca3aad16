// The deciders and the pure rules: no clock, no ids, no I/O; they import only contracts.
export * from './decider';
export * from './facts';
export * from './checkIns/rule';
export * from './members/decider';
export * from './memberships/commands';
export * from './memberships/decider';
export * from './memberships/freezes';
export * from './memberships/state';
export * from './memberships/status';
export * from './plans/decider';
export * from './reservations/decider';
export * from './settings/decider';
export * from './receipts/receiptNumberDecision';
export * from './branches/decider';
export * from './branches/open';
export * from './dayClose/decider';
