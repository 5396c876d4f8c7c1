import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Result } from "effect";
import { validateSecureText } from "../../domain";
import { Form } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { Banner } from "../../ui/Banner";
import { useBank } from "../ServicesContext";
import { configureSecureLoginAccessMutation, secureImagesQuery } from "./secureAccessQueries";
import { SecureImagePicker } from "./SecureImagePicker";
import { ScreenHeading, useAppState } from "../navigation/StateProvider";
import { useFailure, useFailureOf } from "../session/FailureProvider";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";

const IMAGE_FIELD_ID = "secure-image";
const TEXT_FIELD_ID = "secure-text";

/**
 * Secure image and text set-up (state `configureSecureLoginAccess`): the customer picks one image
 * (grouped by its five categories) and a secure text of 4 to 20 letters, digits, `_` or `-`;
 * both are shown at every later sign-in before the password is typed.
 */
export function ConfigureSecureLoginAccessScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const { go } = useAppState();
  const { handleFailureText } = useFailure();
  const images = useQuery(secureImagesQuery(bank));
  const save = useMutation(configureSecureLoginAccessMutation(bank));
  useFailureOf(images.error);
  const [imageId, setImageId] = useState<string | null>(null);
  const [secureText, setSecureText] = useState("");
  const formErrors = useFormErrors();
  const { show: showErrors } = formErrors;

  const submit = () => {
    if (save.isPending) return;
    const items: FieldErrorText[] = [];
    if (imageId === null)
      items.push({ fieldId: IMAGE_FIELD_ID, text: localText("login:secureSetup.imageRequired") });
    const checked = validateSecureText(secureText);
    if (Result.isFailure(checked))
      items.push({ fieldId: TEXT_FIELD_ID, text: localText(`errors:${checked.failure}`) });
    if (items.length > 0 || imageId === null || Result.isFailure(checked)) {
      showErrors(items);
      return;
    }
    save.mutate(
      { imageId, secureText: checked.success },
      {
        onSuccess: () => go("dashboard", { notice: { tone: "success", key: "login:secureSetup.saved" } }),
        onError: (error) => {
          const text = handleFailureText(error);
          if (text !== null) showErrors([{ fieldId: TEXT_FIELD_ID, text }]);
        },
      },
    );
  };

  return (
    <div className="app-screen">
      <ScreenHeading />
      <p>{t("login:secureSetup.intro")}</p>
      {images.isPending ? <Spinner label={t("common:loading")} /> : null}
      {images.isError ? <Banner tone="error">{t("errors:GENERIC")}</Banner> : null}
      {images.data !== undefined ? (
        <Form onSubmit={submit} errorSummary={formErrors.summary}>
          <SecureImagePicker
            id={IMAGE_FIELD_ID}
            images={images.data}
            value={imageId}
            onChange={setImageId}
            {...formErrors.errorProps(IMAGE_FIELD_ID)}
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
            {...formErrors.errorProps(TEXT_FIELD_ID)}
          />
          <Button type="submit">{t("login:secureSetup.save")}</Button>
        </Form>
      ) : null}
    </div>
  );
}
