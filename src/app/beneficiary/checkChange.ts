import type { BeneficiaryChangeResponse } from "../../adapters/rib/contract/beneficiary";
import { refusal } from "../flow/FlowRefusal";

/**
 * The check of a beneficiary change's answer (spec 001 section 4): `success: false` refuses it
 * with the message `refusalKey`, back to the form; otherwise the answer is the flow's result.
 */
export function checkChange(
  refusalKey: string,
): (answer: BeneficiaryChangeResponse) => BeneficiaryChangeResponse {
  return (answer) => {
    if (!answer.success) throw refusal(refusalKey);
    return answer;
  };
}
