/**
 * The bank's working days are the domain's rule (`isBankWorkingDay`, `nextBankWorkingDay` in
 * src/domain/dates/BankCalendar.ts); these names stay for the server code that still imports them
 * from here (the transfer limits call and the demo seed).
 */
export {
  isBankWorkingDay as isWorkingDay,
  nextBankWorkingDay as nextWorkingDay,
} from "../../../src/domain/dates/BankCalendar";
