export const feedback = {
  title: 'Seberapa puas Anda dengan Armada?',
  description: 'Pilih nilai yang paling sesuai. Masukan Anda membantu kami memperbaiki layanan.',
  scoreGroup: 'Nilai kepuasan',
  scores: {
    one: 'Sangat tidak puas',
    two: 'Tidak puas',
    three: 'Biasa saja',
    four: 'Puas',
    five: 'Sangat puas',
  },
  comment: 'Komentar (opsional)',
  commentPlaceholder: 'Ceritakan pengalaman Anda menggunakan Armada',
  send: 'Kirim Masukan',
  later: 'Nanti Saja',
  sent: 'Terima kasih atas masukan Anda!',
};
