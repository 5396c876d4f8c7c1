import type { TFunction } from "i18next";
import type { TableColumn } from "../../ui/Table";
import { Amount } from "../accounts/accountFormat";
import type { BeneficiaryRow } from "./beneficiaryQueries";

/** The columns both beneficiary tables show (the list and the pending list), before their own. */
export function beneficiaryColumns(t: TFunction): TableColumn<BeneficiaryRow>[] {
  return [
    { id: "name", label: t("beneficiary:list.columns.name"), isRowHeader: true },
    { id: "nickName", label: t("beneficiary:list.columns.nickName") },
    { id: "rnBenAcctNo", label: t("beneficiary:list.columns.accountNumber") },
    {
      id: "type",
      label: t("beneficiary:list.columns.type"),
      render: (row) => t(`beneficiary:types.${row.type}`),
    },
    {
      id: "bankName",
      label: t("beneficiary:list.columns.bank"),
      render: (row) => `${row.bankName}, ${row.branch}`,
    },
    {
      id: "tranferLimit",
      label: t("beneficiary:list.columns.transferLimit"),
      align: "end",
      render: (row) => <Amount paise={row.tranferLimit} />,
    },
  ];
}
