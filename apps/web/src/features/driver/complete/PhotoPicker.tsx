import { CameraOutlined, DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { MAX_PHOTOS_PER_ACTIVITY } from '@armada/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compressPhoto } from './compress-photo';

export interface PickedPhoto {
  key: string;
  name: string;
  blob: Blob;
  url: string;
}

interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  onBusyChange: (busy: boolean) => void;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

let counter = 0;

/** The shrunk photo is a JPEG whatever the camera gave: its name says so. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'foto';
  return `${base}.jpg`;
}

/** 'Ambil Foto' (the camera) or the gallery; each photo shrunk, shown as a thumbnail with its size. */
export function PhotoPicker({ photos, onChange, onBusyChange }: PhotoPickerProps) {
  const { t } = useTranslation();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(photos);
  latest.current = photos;

  // The thumbnails' object URLs are freed when the page goes.
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (photos.length + files.length > MAX_PHOTOS_PER_ACTIVITY) {
      setProblem(t('driver.complete.tooManyPhotos', { max: MAX_PHOTOS_PER_ACTIVITY }));
      return;
    }
    setProblem(null);
    setBusy(true);
    onBusyChange(true);
    const added: PickedPhoto[] = [];
    for (const file of files) {
      try {
        const blob = await compressPhoto(file);
        counter += 1;
        added.push({
          key: `photo-${counter}`,
          name: jpegName(file.name),
          blob,
          url: URL.createObjectURL(blob),
        });
      } catch {
        setProblem(t('driver.complete.photoFailed', { name: file.name }));
      }
    }
    setBusy(false);
    onBusyChange(false);
    onChange([...latest.current, ...added]);
  };

  const remove = (key: string) => {
    const photo = photos.find((candidate) => candidate.key === key);
    if (photo) URL.revokeObjectURL(photo.url);
    onChange(photos.filter((candidate) => candidate.key !== key));
  };

  const full = photos.length >= MAX_PHOTOS_PER_ACTIVITY;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('driver.complete.photosHint', { max: MAX_PHOTOS_PER_ACTIVITY })}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button
          icon={<CameraOutlined aria-hidden />}
          size="large"
          style={{ minHeight: 48, flex: 1 }}
          disabled={full || busy}
          loading={busy}
          onClick={() => camera.current?.click()}
        >
          {t('driver.complete.takePhoto')}
        </Button>
        <Button
          icon={<PictureOutlined aria-hidden />}
          size="large"
          style={{ minHeight: 48, flex: 1 }}
          disabled={full || busy}
          onClick={() => gallery.current?.click()}
        >
          {t('driver.complete.fromGallery')}
        </Button>
      </Flex>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        // Not the `hidden` attribute: a display rule of the page's styles wins over it.
        style={{ display: 'none' }}
        aria-label={t('driver.complete.takePhoto')}
        onChange={(event) => void pick(event)}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple
        style={{ display: 'none' }}
        aria-label={t('driver.complete.fromGallery')}
        onChange={(event) => void pick(event)}
      />
      {busy && <Typography.Text>{t('driver.complete.compressing')}</Typography.Text>}
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <Flex gap={8} wrap>
        {photos.map((photo, index) => (
          <Flex key={photo.key} vertical align="center" gap={4}>
            <img
              src={photo.url}
              alt={t('driver.complete.photoAlt', { index: index + 1 })}
              width={88}
              height={88}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
            <Typography.Text type="secondary">{sizeText(photo.blob.size)}</Typography.Text>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              style={{ minHeight: 48, minWidth: 48 }}
              aria-label={t('driver.complete.removePhoto', { index: index + 1 })}
              onClick={() => remove(photo.key)}
            />
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
