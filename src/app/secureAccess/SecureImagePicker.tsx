import { useTranslation } from "react-i18next";
import type { SecureImage } from "../../domain";
import { RadioGroup } from "../../ui/RadioGroup";
import { SECURE_IMAGE_PICTURES } from "../../domain/auth/secureImagePictures";
import { SecureImagePicture } from "./SecureImagePicture";

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

/** The drawing of one choice (decorative: its label names it); an id without one shows none. */
function SecureImageThumb({ id, className = "secure-image-thumb" }: { id: string; className?: string }) {
  const picture = SECURE_IMAGE_PICTURES[id];
  return (
    <span className={className}>
      {picture !== undefined ? <SecureImagePicture picture={picture} alt="" /> : null}
    </span>
  );
}

/** Props of {@link SecureImagePicker}. */
export interface SecureImagePickerProps {
  /** The id of the radio group (the error summary links to it). */
  readonly id: string;
  readonly images: readonly SecureImage[];
  readonly value: string | null;
  readonly onChange: (imageId: string) => void;
  readonly errorMessage?: string;
}

/**
 * The secure image choice (spec 002 section 3): ONE radio group of every image, its categories
 * (travel, flower, shopping, sport, transport) as titled, named sub-groups, so one Tab stop and
 * the arrow keys reach every picture (docs/ACCESSIBILITY.md, "Secure image picker"). Each picture
 * sits in its radio's label (clicking it chooses) with an empty text alternative, so each choice
 * is announced once, by its name. A preview shows the chosen one.
 */
export function SecureImagePicker({ id, images, value, onChange, errorMessage }: SecureImagePickerProps) {
  const { t } = useTranslation();
  const chosen = images.find((image) => image.id === value);
  return (
    <>
      <RadioGroup
        id={id}
        name="imageId"
        orientation="horizontal"
        label={t("login:secureSetup.imageLegend")}
        value={value}
        onChange={onChange}
        sections={[...imagesByCategory(images)].map(([category, group]) => ({
          id: category,
          title: t(`login:secureImageCategory.${category}`),
          options: group.map((image) => ({
            value: image.id,
            label: t(`login:${image.altKey}`),
            visual: <SecureImageThumb id={image.id} />,
          })),
        }))}
        {...(errorMessage !== undefined ? { errorMessage } : {})}
      />
      {chosen !== undefined ? (
        <figure className="secure-image-preview">
          {/* The caption names the picture, so the image itself is decorative here. */}
          <SecureImageThumb id={chosen.id} className="secure-image-preview-picture" />
          <figcaption>{t("login:secureSetup.chosen", { name: t(`login:${chosen.altKey}`) })}</figcaption>
        </figure>
      ) : null}
    </>
  );
}
