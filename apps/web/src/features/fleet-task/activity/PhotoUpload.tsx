import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ActivityAttachment,
  detectPhotoType,
  errorMessage,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ACTIVITY,
} from '@armada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import {
  type ActivityRef,
  activityKeys,
  deleteActivityPhoto,
  uploadActivityPhoto,
  useActivityPhotos,
} from './api';

/** Enough of the file to recognise JPEG, PNG and WebP by their first bytes. */
const SIGNATURE_BYTES = 12;

/** FileReader rather than Blob.arrayBuffer(): older browsers (and jsdom) lack the latter. */
function readSignature(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, SIGNATURE_BYTES));
  });
}

// antd's own picture-card trigger: a plain button filling the card.
const TRIGGER_STYLE = { border: 0, background: 'none', cursor: 'pointer', color: 'inherit' } as const;

export interface PhotoUploadProps {
  activity: ActivityRef;
  /** A photo went up or was removed: the form counts as changed. */
  onChanged: () => void;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

function toUploadFile(photo: ActivityAttachment, index: number): UploadFile {
  return {
    uid: photo.id,
    name: photo.file_name ?? `foto${index + 1}`,
    status: 'done',
    url: photo.url,
    thumbUrl: photo.url,
  };
}

/**
 * Section 5 'Photos': images only (checked by their bytes, as the server does), at most 2 MB and 5
 * per activity, one file at a time; while one is on its way the next attempt is told 'Mohon Tunggu'.
 * Each photo is uploaded at once and kept by the server outside the proof until the form is saved.
 */
export function PhotoUpload({ activity, onChanged, uploading, onUploadingChange }: PhotoUploadProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const photos = useActivityPhotos(activity, true);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const key = activityKeys.photos(activity.activityId);
  const current = photos.data ?? [];

  const refuse = (text: string) => {
    void message.error(text);
    return Upload.LIST_IGNORE;
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    if (uploading) {
      void message.warning(t('fleetTaskActivity.complete.busy'));
      return Upload.LIST_IGNORE;
    }
    if (current.length >= MAX_PHOTOS_PER_ACTIVITY) {
      return refuse(
        errorMessage('attachment/photo-limit-reached', language, { max: MAX_PHOTOS_PER_ACTIVITY }),
      );
    }
    if (file.size > MAX_PHOTO_BYTES) return refuse(errorMessage('attachment/photo-too-large', language));
    if (detectPhotoType(await readSignature(file)) === null) {
      return refuse(errorMessage('attachment/not-an-image', language));
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const photo = file as File;
    onUploadingChange(true);
    setPendingName(photo.name);
    uploadActivityPhoto(activity, photo)
      .then((saved) => {
        queryClient.setQueryData<ActivityAttachment[]>(key, (old) => [...(old ?? []), saved]);
        onChanged();
        onSuccess?.(saved);
      })
      .catch((error: unknown) => {
        void message.error(isApiError(error) ? error.message : String(error));
        onError?.(error as Error);
      })
      .finally(() => {
        setPendingName(null);
        onUploadingChange(false);
      });
  };

  const onRemove = async (file: UploadFile) => {
    try {
      await deleteActivityPhoto(activity, file.uid);
      queryClient.setQueryData<ActivityAttachment[]>(key, (old) =>
        old?.filter((photo) => photo.id !== file.uid),
      );
      onChanged();
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    }
    // The list follows the server's photos, not antd's own copy.
    return false;
  };

  const fileList: UploadFile[] = current.map(toUploadFile);
  if (pendingName !== null) fileList.push({ uid: 'uploading', name: pendingName, status: 'uploading' });

  return (
    <>
      {photos.isError && (
        <Alert
          type="error"
          showIcon
          title={t('fleetTaskActivity.complete.photosLoadError')}
          description={photos.error.message}
          style={{ marginBottom: 8 }}
        />
      )}
      <Upload
        accept="image/jpeg,image/png,image/webp"
        listType="picture-card"
        multiple={false}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        showUploadList={{
          showPreviewIcon: false,
          showRemoveIcon: (file) => !current.find((photo) => photo.id === file.uid)?.in_proof,
        }}
      >
        <button type="button" aria-busy={uploading} style={TRIGGER_STYLE}>
          {uploading ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
          <span style={{ display: 'block', marginTop: 4 }}>
            {uploading ? t('fleetTaskActivity.complete.busy') : t('fleetTaskActivity.complete.upload')}
          </span>
        </button>
      </Upload>
    </>
  );
}
