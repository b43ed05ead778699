export {
  ComplaintFacts,
  ComplaintStatusBadge,
  ComplaintThread,
  ticketSummary,
} from "./ComplaintThread";
