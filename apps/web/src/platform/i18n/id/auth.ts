export const auth = {
  login: {
    title: 'Masuk ke Armada',
    subtitle: 'Gunakan email dan kata sandi akun perusahaan Anda.',
    email: 'Email',
    emailPlaceholder: 'nama@perusahaan.co.id',
    password: 'Kata sandi',
    submit: 'Masuk',
    // Not 'kata sandi': the field's label is the only one that names it (a label search finds one).
    showPassword: 'Tampilkan yang diketik',
    hidePassword: 'Sembunyikan yang diketik',
  },
  loggingOut: 'Sedang keluar…',
  sessionError: 'Data akun tidak dapat dimuat.',
};
