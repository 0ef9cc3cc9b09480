export * from './results.definition';
export { issueTicket } from './boards/ranked-ticket';
