// A complete configuration for a real address, with a fictitious operator's real-looking
// facts: what the operator and launch guards' tests (operator-env.test.ts) and the real
// launch's browser test (e2e/launch-real.spec.ts) build with. Never read by the site.
export const exampleLaunchEnv = {
  SITE_URL: "https://acme.io",
  OPERATOR_LEGAL_NAME: "Acme Observability GmbH",
  OPERATOR_ADDRESS: "Torstraße 5; 10119 Berlin",
  OPERATOR_DPO: "none",
  OPERATOR_EDITORS: "Jane Doe",
  OPERATOR_REPRESENTATIVES: "Jane Doe",
  OPERATOR_REGISTER_COURT: "Amtsgericht Charlottenburg",
  OPERATOR_REGISTER_NUMBER: "HRB 123456 B",
  OPERATOR_VAT_ID: "DE123456789",
  OPERATOR_EMAIL: "legal@acme.io",
  OPERATOR_PHONE: "+49 30 1234567",
  OPERATOR_PRIVACY_EMAIL: "privacy@acme.io",
  HOSTING_PROVIDER: "Hetzner Online GmbH",
  MAIL_PROVIDER: "Mailbox.org GmbH",
  SECURITY_CONTACT: "mailto:security@acme.io",
  // The launch guards' variables (launch-env.ts): a real build delivers and links for real.
  CONTACT_ENDPOINT: "https://forms.acme.io/enquiries",
  CONTACT_ENDPOINT_COUNTRY: "DE",
  SITE_VIDEO_ID: "dQw4w9WgXcQ",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/acme-observability",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/acme.observability",
  SITE_YOUTUBE_URL: "https://www.youtube.com/@acme-observability",
};
