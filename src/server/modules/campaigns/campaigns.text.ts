import { defineText } from '../../http/i18n/text';

export const CAMPAIGN_TEXT = defineText('campaigns', {
  endsBeforeStarts: {
    en: 'endsOn must not be before startsOn',
    de: 'endsOn darf nicht vor startsOn liegen',
  },
  influencerInCampaign: {
    en: 'This influencer is already in the campaign',
    de: 'Dieser Influencer ist bereits in der Kampagne',
  },
  campaignStatusOneOf: {
    en: "A campaign's status is one of {statuses}",
    de: 'Der Status einer Kampagne ist einer von {statuses}',
  },
  influencerStatusOneOf: {
    en: "An influencer's status is one of {statuses}",
    de: 'Der Status eines Influencers ist einer von {statuses}',
  },
  pasteFullLink: {
    en: 'Paste a full http(s) link to the post',
    de: 'Fügen Sie einen vollständigen http(s)-Link zum Beitrag ein',
  },
  linkIsPlatformPost: {
    en: 'This link is a {platform} post',
    de: 'Dieser Link ist ein {platform}-Beitrag',
  },
  privateAddress: {
    en: 'This link points at a private address',
    de: 'Dieser Link zeigt auf eine private Adresse',
  },
  notAPostLink: {
    en: 'Paste a link to an Instagram, TikTok or YouTube post',
    de: 'Fügen Sie einen Link zu einem Instagram-, TikTok- oder YouTube-Beitrag ein',
  },
  postInCampaign: {
    en: 'This post is already in the campaign',
    de: 'Dieser Beitrag ist bereits in der Kampagne',
  },
  onlyFailedRetried: {
    en: 'Only a failed post can be retried',
    de: 'Nur ein fehlgeschlagener Beitrag kann erneut versucht werden',
  },
  publicUrlFirst: {
    en: 'Generate a public URL first (generatePublicUrl)',
    de: 'Erzeugen Sie zuerst eine öffentliche URL (generatePublicUrl)',
  },
  noDestinationUrl: {
    en: 'The campaign has no destination URL; give one for this link',
    de: 'Die Kampagne hat keine Ziel-URL; geben Sie eine für diesen Link an',
  },
  chooseFile: { en: 'Choose a file to upload', de: 'Wählen Sie eine Datei zum Hochladen' },
  chooseInvoice: {
    en: 'Choose an invoice to attach',
    de: 'Wählen Sie eine Rechnung zum Anhängen',
  },
  upload: { en: 'Upload {types}', de: 'Laden Sie {types} hoch' },
  // What a campaign file may be: a profile attachment's types, or a video.
  fileTypes: {
    en: '{attachments}, or an MP4, QuickTime or WebM video',
    de: '{attachments} oder ein MP4-, QuickTime- oder WebM-Video',
  },
  invoiceTypes: {
    en: 'a PDF, PNG, JPEG or WebP file',
    de: 'eine PDF-, PNG-, JPEG- oder WebP-Datei',
  },
});
