import { useTranslation } from "react-i18next";
import type { SecureImage } from "../../domain";
import { RadioGroup } from "../../ui/RadioGroup";
import { SecureImagePicture } from "../forms/SecureImagePicture";

/** The images grouped by category, in the order the server lists them. */
export function imagesByCategory(images: readonly SecureImage[]): Map<string, SecureImage[]> {
  const groups = new Map<string, SecureImage[]>();
  for (const image of images) {
    const group = groups.get(image.category) ?? [];
    group.push(image);
    groups.set(image.category, group);
  }
  return groups;
}

/** Props of {@link SecureImagePicker}. */
export interface SecureImagePickerProps {
  /** The id of the fieldset (the error summary links to it). */
  readonly id: string;
  readonly images: readonly SecureImage[];
  readonly value: string | null;
  readonly onChange: (imageId: string) => void;
  readonly errorMessage?: string;
}

/**
 * The secure image choice (spec 002 section 3): one radio group per category (travel, flower,
 * shopping, sport, transport), each image named by its text alternative, with the pictures as a
 * visual aid hidden from assistive technology (they carry the same names) and a preview of the
 * chosen one.
 */
export function SecureImagePicker({ id, images, value, onChange, errorMessage }: SecureImagePickerProps) {
  const { t } = useTranslation();
  const chosen = images.find((image) => image.id === value);
  return (
    <>
      <fieldset id={id} className="secure-image-choices">
        <legend>{t("login:secureSetup.imageLegend")}</legend>
        {[...imagesByCategory(images)].map(([category, group], index) => (
          <div key={category} className="secure-image-category">
            <RadioGroup
              name="imageId"
              orientation="horizontal"
              label={t(`login:secureImageCategory.${category}`)}
              value={group.some((image) => image.id === value) ? value : null}
              onChange={onChange}
              options={group.map((image) => ({ value: image.id, label: t(`login:${image.altKey}`) }))}
              {...(value === null && index === 0 && errorMessage !== undefined ? { errorMessage } : {})}
            />
            {/* A visual aid only: each picture with its name, the same names the radio buttons
                above carry, so it is hidden from assistive technology to avoid saying them twice. */}
            <ul className="secure-image-gallery" aria-hidden="true">
              {group.map((image) => (
                <li key={image.id} className={image.id === value ? "is-chosen" : undefined}>
                  <SecureImagePicture id={image.id} alt="" />
                  <span>{t(`login:${image.altKey}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
      {chosen !== undefined ? (
        <figure className="secure-image-preview">
          {/* The caption names the picture, so the image itself is decorative here. */}
          <SecureImagePicture id={chosen.id} alt="" />
          <figcaption>{t("login:secureSetup.chosen", { name: t(`login:${chosen.altKey}`) })}</figcaption>
        </figure>
      ) : null}
    </>
  );
}
