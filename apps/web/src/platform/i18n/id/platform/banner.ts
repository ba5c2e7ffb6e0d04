export const banner = {
  title: 'Info Terbaru dari Armada',
  imageAlt: 'Banner promosi Armada',
  openLink: 'Lihat Selengkapnya',
  newTab: '(membuka tab baru)',
  close: 'Tutup',
};
