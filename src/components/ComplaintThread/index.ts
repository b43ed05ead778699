export { ComplaintFacts, ComplaintStatusBadge, ComplaintThread, ticketTime } from "./ComplaintThread";
