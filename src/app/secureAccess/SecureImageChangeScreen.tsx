import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { validateSecureText, type SecureImage } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";
import { Form } from "../../ui/Form";
import { ScreenHeading } from "../navigation/StateProvider";
import { Spinner } from "../../ui/Spinner";
import { TextField } from "../../ui/TextField";
import { useBank } from "../ServicesContext";
import { secureImagesQuery } from "./secureAccessQueries";
import { errorProp } from "../forms/errorProp";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { useFailureOf } from "../session/FailureProvider";
import { flowCall } from "../flow/flowCall";
import type { FlowFormProps } from "../flow/SensitiveFlowDescription";
import { SensitiveFlowScreen } from "../flow/SensitiveFlowScreen";
import { SuccessPanel } from "../flow/SuccessPanel";
import { SecureImagePicker } from "./SecureImagePicker";

const IMAGE_FIELD_ID = "change-secure-image";
const TEXT_FIELD_ID = "change-secure-text";
const RESULT_FIELD_ID = "change-secure-result";

/** The values of a secure image change. */
export interface SecureImageChange {
  readonly imageId: string;
  readonly secureText: string;
}

/**
 * The secure image and text change (state `scrtyInfo.secureImage`; spec 002 section 3): choose a
 * picture and a secure text, check them, confirm with the transaction password (when configured)
 * and a one-time code bound to the new image and text, then the reference number. The next
 * sign-in shows the new picture and text after the username.
 */
export function SecureImageChangeScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const images = useQuery(secureImagesQuery(bank));
  useFailureOf(images.error);
  if (images.data === undefined) {
    return (
      <div className="app-screen">
        <ScreenHeading>{t("states:scrtyInfoSecureImage")}</ScreenHeading>
        {images.isError ? (
          <Banner tone="error">{t("errors:GENERIC")}</Banner>
        ) : (
          <Spinner label={t("common:loading")} />
        )}
      </div>
    );
  }
  const list = images.data;
  const nameOf = (imageId: string) => {
    const image = list.find((candidate) => candidate.id === imageId);
    return image !== undefined ? t(`login:${image.altKey}`) : imageId;
  };
  return (
    <SensitiveFlowScreen
      titleKey="states:scrtyInfoSecureImage"
      renderForm={(props) => <SecureImageForm {...props} images={list} />}
      renderSummary={(values) => (
        <DescriptionList
          items={[
            { term: t("flow:secureImage.summaryImage"), description: nameOf(values.imageId) },
            { term: t("flow:secureImage.summaryText"), description: values.secureText },
          ]}
        />
      )}
      toRequest={(values: SecureImageChange) =>
        flowCall("setUserSecurityInfo", { secImage: values.imageId, secText: values.secureText })
      }
      otpSmsKey="flow:secureImage.smsService"
      toResult={(answer) => answer}
      renderSuccess={(values, result) => (
        <SuccessPanel referenceNumber={result.referenceNumber}>
          <p>{t("flow:secureImage.changed", { name: nameOf(values.imageId), text: values.secureText })}</p>
        </SuccessPanel>
      )}
    />
  );
}

/** The form step: the picker and the secure text, with the values kept from a later step. */
function SecureImageForm({
  values,
  onSubmit,
  error,
  images,
}: FlowFormProps<SecureImageChange> & { readonly images: readonly SecureImage[] }) {
  const { t } = useTranslation();
  const [imageId, setImageId] = useState<string | null>(values?.imageId ?? null);
  const [secureText, setSecureText] = useState(values?.secureText ?? "");
  const formErrors = useFormErrors();
  // The final call's failure (translated by the flow in the page's language) until the next submit.
  const [showsFlowError, setShowsFlowError] = useState(error !== null);
  const errors =
    showsFlowError && error !== null ? [{ fieldId: RESULT_FIELD_ID, message: error }] : formErrors.errors;
  const attempt = formErrors.attempt + (error !== null ? 1 : 0);

  const submit = () => {
    setShowsFlowError(false);
    const items: FieldErrorText[] = [];
    if (imageId === null)
      items.push({ fieldId: IMAGE_FIELD_ID, text: localText("login:secureSetup.imageRequired") });
    const checked = validateSecureText(secureText);
    if (Result.isFailure(checked))
      items.push({ fieldId: TEXT_FIELD_ID, text: localText(`errors:${checked.failure}`) });
    if (items.length > 0 || imageId === null || Result.isFailure(checked)) {
      formErrors.show(items);
      return;
    }
    onSubmit({ imageId, secureText: checked.success });
  };

  const fieldError = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  return (
    <>
      <p>{t("flow:secureImage.intro")}</p>
      <Form onSubmit={submit} errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt }}>
        <SecureImagePicker
          id={IMAGE_FIELD_ID}
          images={images}
          value={imageId}
          onChange={setImageId}
          {...errorProp(fieldError(IMAGE_FIELD_ID))}
        />
        <TextField
          id={TEXT_FIELD_ID}
          name="secureText"
          label={t("login:secureSetup.textLabel")}
          description={t("login:secureSetup.textDescription")}
          autoComplete="off"
          spellCheck={false}
          isRequired
          value={secureText}
          onChange={setSecureText}
          {...errorProp(fieldError(TEXT_FIELD_ID) ?? fieldError(RESULT_FIELD_ID))}
        />
        <Button type="submit">{t("flow:continue")}</Button>
      </Form>
    </>
  );
}
