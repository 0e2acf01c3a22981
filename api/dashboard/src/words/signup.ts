/** Words of the sign-up and email verification pages. */
export const en = {
  signUpTitle: 'Create an account',
  signUpLink: 'Create an account',
  haveAccount: 'Already have an account?',
  yourName: 'Name',
  yourNameHint: 'Your first workspace is named after it.',
  passwordHint: 'At least 10 characters.',
  createAccount: 'Create account',
  creatingAccount: 'Creating…',
  emailInUse: 'That email already has an account: sign in, or follow the link mailed to it.',
  badEmail: 'Enter an email address.',
  mailed: (email: string) => `We mailed a link to ${email}. Follow it to verify your email, then sign in.`,
  notMailed:
    'This server has no mail server configured: its operator must verify your email before you can use your key.',
  verifyTitle: 'Verify your email',
  verifying: 'Verifying…',
  verified: (email: string) => `${email} is verified.`,
  verifyInvalid:
    'This link is unknown, already used or older than a day. Sign up again or ask for a new link.',
  backToSignIn: 'Sign in',
};

export const ko: typeof en = {
  signUpTitle: '계정 만들기',
  signUpLink: '계정 만들기',
  haveAccount: '이미 계정이 있나요?',
  yourName: '이름',
  yourNameHint: '첫 워크스페이스의 이름이 됩니다.',
  passwordHint: '10자 이상.',
  createAccount: '계정 만들기',
  creatingAccount: '만드는 중…',
  emailInUse: '이미 계정이 있는 이메일입니다. 로그인하거나 메일로 받은 링크를 여세요.',
  badEmail: '이메일 주소를 입력하세요.',
  mailed: (email: string) => `${email}(으)로 링크를 보냈습니다. 링크를 열어 이메일을 인증한 뒤 로그인하세요.`,
  notMailed: '이 서버에는 메일 서버가 설정되어 있지 않습니다. 키를 쓰려면 운영자가 이메일을 인증해야 합니다.',
  verifyTitle: '이메일 인증',
  verifying: '인증 중…',
  verified: (email: string) => `${email} 인증을 마쳤습니다.`,
  verifyInvalid: '알 수 없거나 이미 사용했거나 하루가 지난 링크입니다. 다시 가입하거나 새 링크를 요청하세요.',
  backToSignIn: '로그인',
};
