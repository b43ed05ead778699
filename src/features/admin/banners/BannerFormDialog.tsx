import { useState } from "react";
import type { BannerPage, BannerPlace, StaffBanner } from "../../../api/types";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import { type FieldErrors, Form, FormError, useForm } from "../../../components/Form";
import { Select } from "../../../components/Select";
import { TextField } from "../../../components/TextField";
import * as styles from "../HeadlinesScreen.css";
import { PictureUploadField } from "../pictures/PictureUploadField";
import { ScheduleFields, scheduleFieldErrors, scheduleOfFields } from "../ScheduleFields";
import { indiaFieldValue } from "../scheduleTimes";
import { PAGE_NAMES, bannerWords as words } from "./bannerWords";
import type { BannerChanges } from "./bannersQuery";

interface BannerValues {
  imagePath: string;
  mobileImagePath: string;
  alt: string;
  title: string;
  subtitle: string;
  page: BannerPage;
  startsAt: string;
  endsAt: string;
}

const PAGE_OPTIONS = (Object.keys(PAGE_NAMES) as BannerPage[]).map((id) => ({ id, label: PAGE_NAMES[id] }));
/** The contract's BannerInput lengths. */
const MAX = { alt: 200, title: 60, subtitle: 120 } as const;

function validate(values: BannerValues): FieldErrors<BannerValues> {
  const errors: FieldErrors<BannerValues> = scheduleFieldErrors(values);
  if (!values.imagePath) errors.imagePath = words.desktopRequired;
  if (!values.mobileImagePath) errors.mobileImagePath = words.mobileRequired;
  if (!values.alt.trim()) errors.alt = words.altRequired;
  for (const name of ["alt", "title", "subtitle"] as const) {
    if (values[name].trim().length > MAX[name]) errors[name] = words.tooLong(MAX[name]);
  }
  if (values.subtitle.trim() && !values.title.trim()) errors.subtitle = words.subtitleWithoutTitle;
  return errors;
}

const optional = (value: string) => value.trim() || undefined;

interface FormProps {
  place: BannerPlace;
  banner: StaffBanner | null;
  changes: BannerChanges;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

function BannerForm({ place, banner, changes, onSaved, onCancel }: FormProps) {
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const busy = Object.values(uploading).some(Boolean);
  const form = useForm<BannerValues>({
    initialValues: {
      imagePath: banner?.imagePath ?? "",
      mobileImagePath: banner?.mobileImagePath ?? "",
      alt: banner?.alt ?? "",
      title: banner?.title ?? "",
      subtitle: banner?.subtitle ?? "",
      page: banner?.page ?? "home",
      startsAt: indiaFieldValue(banner?.startsAt),
      endsAt: indiaFieldValue(banner?.endsAt),
    },
    validate,
    fallbackMessage: words.saveFailed,
    onSubmit: async (values) => {
      const body = {
        imagePath: values.imagePath,
        mobileImagePath: values.mobileImagePath,
        alt: values.alt.trim(),
        title: optional(values.title),
        subtitle: optional(values.subtitle),
        page: values.page,
        ...scheduleOfFields(values),
      };
      if (banner) {
        await changes.update.mutateAsync({ params: { path: { id: banner._id } }, body });
        onSaved(words.updated);
      } else {
        await changes.create.mutateAsync({ body: { place, ...body } });
        onSaved(words.added);
      }
    },
  });
  const busyFor = (name: string) => (isBusy: boolean) => setUploading((now) => ({ ...now, [name]: isBusy }));
  return (
    <Form form={form} className={styles.dialogForm}>
      <PictureUploadField
        label={words.desktopLabel}
        description={words.desktopHint}
        purpose="banner-desktop"
        value={form.values.imagePath}
        onChange={(src) => form.setValue("imagePath", src)}
        errorMessage={form.errors.imagePath}
        isDisabled={form.isSubmitting}
        onBusyChange={busyFor("desktop")}
      />
      <PictureUploadField
        label={words.mobileLabel}
        description={words.mobileHint}
        purpose="banner-mobile"
        value={form.values.mobileImagePath}
        onChange={(src) => form.setValue("mobileImagePath", src)}
        errorMessage={form.errors.mobileImagePath}
        isDisabled={form.isSubmitting}
        onBusyChange={busyFor("mobile")}
      />
      <TextField label={words.altLabel} description={words.altHint} isRequired {...form.field("alt")} />
      <TextField label={words.titleLabel} description={words.titleHint} {...form.field("title")} />
      <TextField label={words.subtitleLabel} description={words.subtitleHint} {...form.field("subtitle")} />
      <Select
        label={words.pageLabel}
        options={PAGE_OPTIONS}
        value={form.values.page}
        onChange={(page) => form.setValue("page", page)}
        isDisabled={form.isSubmitting}
      />
      <ScheduleFields starts={form.field("startsAt")} ends={form.field("endsAt")} />
      <FormError form={form} />
      {busy ? <p className={styles.status}>{words.picturesBusy}</p> : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          {words.cancel}
        </Button>
        <Button type="submit" isDisabled={form.isSubmitting || busy}>
          {form.isSubmitting ? words.saving : words.save}
        </Button>
      </div>
    </Form>
  );
}

export interface BannerFormDialogProps {
  place: BannerPlace;
  /** What is being edited: a slide, a new one ("new"), or nothing (closed). */
  editing: StaffBanner | "new" | null;
  changes: BannerChanges;
  onSaved: (message: string) => void;
  onClose: () => void;
}

/**
 * Adding or editing a slide: its two pictures (uploaded here, saved once ready), its words, where Shop Now
 * leads and its optional start and end, in India time. A refusal keeps everything, and the dialog stays.
 */
export function BannerFormDialog({ place, editing, changes, onSaved, onClose }: BannerFormDialogProps) {
  const banner = editing === "new" ? null : editing;
  return (
    <ModalDialog
      isOpen={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={banner ? words.editTitle : words.addTitle}
      isBusy={changes.create.isPending || changes.update.isPending}
    >
      {editing ? (
        <BannerForm
          place={place}
          banner={banner}
          changes={changes}
          onSaved={(message) => {
            onSaved(message);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}
