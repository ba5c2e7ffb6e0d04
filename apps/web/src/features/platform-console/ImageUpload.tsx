import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { PlatformAsset } from '@armada/domain';
import { Button, Flex, Image, Typography, theme, Upload } from 'antd';
import type { Control, FieldValues, Path, UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { type FieldAccessibility, FormField } from '../../shared/forms/FormField';
import { useUploadImage } from './api';

// What the picker offers; the server checks the bytes themselves (detectPhotoType), not this list.
const ACCEPT = 'image/png,image/jpeg,image/webp';
const PREVIEW_WIDTH = 160;

interface UploadButtonProps {
  label: string;
  icon: React.ReactNode;
  accessibility?: FieldAccessibility;
  testId: string;
  onUploaded(image: PlatformAsset): void;
  /** The server's refusal (415 not an image, 413 too large) for the field's error; null on success. */
  onError(message: string | null): void;
}

/** One upload through POST /operator/upload; the field hears of the image or of the refusal. */
function UploadButton({ label, icon, accessibility, testId, onUploaded, onError }: UploadButtonProps) {
  const upload = useUploadImage();
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      data-testid={testId}
      customRequest={({ file }) =>
        upload.mutate(file as File, {
          onSuccess: (image) => {
            onError(null);
            onUploaded(image);
          },
          onError: (error) => onError(isApiError(error) ? error.message : String(error)),
        })
      }
    >
      <Button {...accessibility} icon={icon} loading={upload.isPending}>
        {label}
      </Button>
    </Upload>
  );
}

function Preview({ image, alt }: { image: PlatformAsset; alt: string }) {
  const { token } = theme.useToken();
  return (
    <Image
      src={image.url}
      alt={alt}
      width={PREVIEW_WIDTH}
      style={{ borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}` }}
    />
  );
}

interface ImageUploadProps {
  value: PlatformAsset | null;
  onChange(image: PlatformAsset | null): void;
  onError(message: string | null): void;
  accessibility: FieldAccessibility;
  testId: string;
}

/** One optional or required image: upload, preview, replace and remove. */
export function ImageUpload({ value, onChange, onError, accessibility, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} align="flex-start">
      {value && <Preview image={value} alt={t('platformConsole.image.preview')} />}
      <Flex gap={8} wrap>
        <UploadButton
          label={value ? t('platformConsole.image.replace') : t('platformConsole.image.upload')}
          icon={<UploadOutlined aria-hidden />}
          accessibility={accessibility}
          testId={testId}
          onUploaded={onChange}
          onError={onError}
        />
        {value && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange(null)}>
            {t('platformConsole.image.remove')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('platformConsole.image.hint')}</Typography.Text>
    </Flex>
  );
}

interface ImageListUploadProps {
  value: PlatformAsset[];
  onChange(images: PlatformAsset[]): void;
  onError(message: string | null): void;
  max: number;
  accessibility: FieldAccessibility;
  testId: string;
}

/** The carousel's images, in order: each uploaded on its own, removable, up to `max`. */
export function ImageListUpload({
  value,
  onChange,
  onError,
  max,
  accessibility,
  testId,
}: ImageListUploadProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} align="flex-start">
      {value.length > 0 && (
        <Flex gap={8} wrap>
          {value.map((image, index) => (
            <Flex key={image.asset_id} vertical gap={4} align="flex-start">
              <Preview image={image} alt={`${t('platformConsole.image.preview')} ${index + 1}`} />
              <Button
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('platformConsole.image.removeNth', { n: index + 1 })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              />
            </Flex>
          ))}
        </Flex>
      )}
      {value.length < max && (
        <UploadButton
          label={t('platformConsole.image.add')}
          icon={<PlusOutlined aria-hidden />}
          accessibility={accessibility}
          testId={testId}
          onUploaded={(image) => onChange([...value, image])}
          onError={onError}
        />
      )}
      <Typography.Text type="secondary">
        {t('platformConsole.image.count', { count: value.length, max })} · {t('platformConsole.image.hint')}
      </Typography.Text>
    </Flex>
  );
}

/** A form's image field: the upload under its label, and an upload's refusal shown on the field. */
export function ImageField<T extends FieldValues, Out>({
  control,
  name,
  label,
  required,
  setError,
  clearErrors,
  testId,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  required?: boolean;
  setError: UseFormSetError<T>;
  clearErrors: UseFormClearErrors<T>;
  testId: string;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required}>
      {(field, accessibility) => (
        <ImageUpload
          value={field.value as PlatformAsset | null}
          onChange={field.onChange}
          onError={uploadErrorOn(name, setError, clearErrors)}
          accessibility={accessibility}
          testId={testId}
        />
      )}
    </FormField>
  );
}

/** An upload's refusal (the server's reason) shown on its field, and cleared by the next good one. */
export function uploadErrorOn<T extends FieldValues>(
  field: Path<T>,
  setError: UseFormSetError<T>,
  clearErrors: UseFormClearErrors<T>,
) {
  return (message: string | null) =>
    message === null ? clearErrors(field) : setError(field, { type: 'server', message });
}
