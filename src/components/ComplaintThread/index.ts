export {
  ComplaintFacts,
  ComplaintStatusBadge,
  ComplaintThread,
  ticketSummary,
  ticketTime,
} from "./ComplaintThread";
