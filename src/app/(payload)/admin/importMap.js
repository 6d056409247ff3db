import { PageSnapshotField as PageSnapshotField_71da3439317ee9eecb2c8d6a65f1c26d } from '@/features/publication-record/admin/SnapshotControls'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { LeadContactField as LeadContactField_f2ab02ba03fc0da7806ec8ddb985f2e1 } from '@/features/intake/LeadContactField'
import { RepeatCell as RepeatCell_a8d1c63e92fa16c2e09c65f9445742f7 } from '@/collections/Leads/components/RepeatCell'
import { EarlierLeads as EarlierLeads_804d9dfbf06545f309db910775c79d8f } from '@/collections/Leads/components/EarlierLeads'
import { ExportLeadsCsv as ExportLeadsCsv_37cd5eff7aae3f42ea352b10132e24e0 } from '@/collections/Leads/components/ExportLeadsCsv'
import { RecoveryCodesLink as RecoveryCodesLink_638b5777390c106f39250d457c616779 } from '@/features/staff-auth/account/RecoveryCodesLink'
import { CurrentPasswordField as CurrentPasswordField_5369212739662cc4aa456fffeb6fd7c2 } from '@/features/staff-auth/account/CurrentPasswordField'
import { PublicationsSnapshot as PublicationsSnapshot_71da3439317ee9eecb2c8d6a65f1c26d } from '@/features/publication-record/admin/SnapshotControls'
import { SocialMediaLeadNavLink as SocialMediaLeadNavLink_cfefbe597b9dfe434087b1c38c0911f7 } from '@/features/lead-inbox/SocialMediaLeadNavLink'
import { CampaignsNavLink as CampaignsNavLink_df660107e997c456fb0986abfd0747d4 } from '@/features/intake/CampaignsNavLink'
import { ErasePersonNavLink as ErasePersonNavLink_e6e35eb58e3a77093fd285af79fafdc8 } from '@/features/erasure/ErasePersonNavLink'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInStepsView as SignInStepsView_87ef101361d8723b0c9cf5e582fb7bae } from '@/features/staff-auth/second-factor/SignInStepsView'
import { IntakeHomeView as IntakeHomeView_1ee0a97b60b47793760195357b2f3617 } from '@/features/intake/IntakeHomeView'
import { CampaignsView as CampaignsView_395263e20e0586472c3043368d8b8d79 } from '@/features/intake/CampaignsView'
import { ErasePersonView as ErasePersonView_26472f475fa4a2d923e38224612e55bd } from '@/features/erasure/ErasePersonView'
import { SocialMediaLeadView as SocialMediaLeadView_97701a96f18f27c46e402f7e97a7d895 } from '@/features/lead-inbox/SocialMediaLeadView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/features/publication-record/admin/SnapshotControls#PageSnapshotField": PageSnapshotField_71da3439317ee9eecb2c8d6a65f1c26d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/features/intake/LeadContactField#LeadContactField": LeadContactField_f2ab02ba03fc0da7806ec8ddb985f2e1,
  "@/collections/Leads/components/RepeatCell#RepeatCell": RepeatCell_a8d1c63e92fa16c2e09c65f9445742f7,
  "@/collections/Leads/components/EarlierLeads#EarlierLeads": EarlierLeads_804d9dfbf06545f309db910775c79d8f,
  "@/collections/Leads/components/ExportLeadsCsv#ExportLeadsCsv": ExportLeadsCsv_37cd5eff7aae3f42ea352b10132e24e0,
  "@/features/staff-auth/account/RecoveryCodesLink#RecoveryCodesLink": RecoveryCodesLink_638b5777390c106f39250d457c616779,
  "@/features/staff-auth/account/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_5369212739662cc4aa456fffeb6fd7c2,
  "@/features/publication-record/admin/SnapshotControls#PublicationsSnapshot": PublicationsSnapshot_71da3439317ee9eecb2c8d6a65f1c26d,
  "@/features/lead-inbox/SocialMediaLeadNavLink#SocialMediaLeadNavLink": SocialMediaLeadNavLink_cfefbe597b9dfe434087b1c38c0911f7,
  "@/features/intake/CampaignsNavLink#CampaignsNavLink": CampaignsNavLink_df660107e997c456fb0986abfd0747d4,
  "@/features/erasure/ErasePersonNavLink#ErasePersonNavLink": ErasePersonNavLink_e6e35eb58e3a77093fd285af79fafdc8,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/staff-auth/second-factor/SignInStepsView#SignInStepsView": SignInStepsView_87ef101361d8723b0c9cf5e582fb7bae,
  "@/features/intake/IntakeHomeView#IntakeHomeView": IntakeHomeView_1ee0a97b60b47793760195357b2f3617,
  "@/features/intake/CampaignsView#CampaignsView": CampaignsView_395263e20e0586472c3043368d8b8d79,
  "@/features/erasure/ErasePersonView#ErasePersonView": ErasePersonView_26472f475fa4a2d923e38224612e55bd,
  "@/features/lead-inbox/SocialMediaLeadView#SocialMediaLeadView": SocialMediaLeadView_97701a96f18f27c46e402f7e97a7d895,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
