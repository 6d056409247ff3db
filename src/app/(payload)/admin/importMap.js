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
import { LeadContactField as LeadContactField_ff12131171f99d4af72a74ff9bdaf16d } from '@/features/leads/desk/LeadContactField'
import { RepeatCell as RepeatCell_24e844b5106bb1ffb40c84be5f9cd02b } from '@/features/leads/collection/components/RepeatCell'
import { EarlierLeads as EarlierLeads_76c18d48241051c91fcadc191bbc353c } from '@/features/leads/collection/components/EarlierLeads'
import { ExportLeadsCsv as ExportLeadsCsv_424d2036ad20fa63f005edb92548f42d } from '@/features/leads/collection/components/ExportLeadsCsv'
import { RecoveryCodesLink as RecoveryCodesLink_638b5777390c106f39250d457c616779 } from '@/features/staff-auth/account/RecoveryCodesLink'
import { CurrentPasswordField as CurrentPasswordField_5369212739662cc4aa456fffeb6fd7c2 } from '@/features/staff-auth/account/CurrentPasswordField'
import { PublicationsSnapshot as PublicationsSnapshot_71da3439317ee9eecb2c8d6a65f1c26d } from '@/features/publication-record/admin/SnapshotControls'
import { SocialMediaLeadNavLink as SocialMediaLeadNavLink_627848758e7ab9622edaa58c1c0af0ee } from '@/features/leads/inbox/SocialMediaLeadNavLink'
import { CampaignsNavLink as CampaignsNavLink_9d5df183396d0b1c0f808422e3777720 } from '@/features/leads/desk/CampaignsNavLink'
import { ErasePersonNavLink as ErasePersonNavLink_e6e35eb58e3a77093fd285af79fafdc8 } from '@/features/erasure/ErasePersonNavLink'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInStepsView as SignInStepsView_87ef101361d8723b0c9cf5e582fb7bae } from '@/features/staff-auth/second-factor/SignInStepsView'
import { IntakeHomeView as IntakeHomeView_6f0d0592a3a1555790ff6071f905b063 } from '@/features/leads/desk/IntakeHomeView'
import { CampaignsView as CampaignsView_360f2c91ce971b4982ef8e37bd282e8e } from '@/features/leads/desk/CampaignsView'
import { ErasePersonView as ErasePersonView_26472f475fa4a2d923e38224612e55bd } from '@/features/erasure/ErasePersonView'
import { SocialMediaLeadView as SocialMediaLeadView_99d7c3da7644465fee066b3435d64c3b } from '@/features/leads/inbox/SocialMediaLeadView'
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
  "@/features/leads/desk/LeadContactField#LeadContactField": LeadContactField_ff12131171f99d4af72a74ff9bdaf16d,
  "@/features/leads/collection/components/RepeatCell#RepeatCell": RepeatCell_24e844b5106bb1ffb40c84be5f9cd02b,
  "@/features/leads/collection/components/EarlierLeads#EarlierLeads": EarlierLeads_76c18d48241051c91fcadc191bbc353c,
  "@/features/leads/collection/components/ExportLeadsCsv#ExportLeadsCsv": ExportLeadsCsv_424d2036ad20fa63f005edb92548f42d,
  "@/features/staff-auth/account/RecoveryCodesLink#RecoveryCodesLink": RecoveryCodesLink_638b5777390c106f39250d457c616779,
  "@/features/staff-auth/account/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_5369212739662cc4aa456fffeb6fd7c2,
  "@/features/publication-record/admin/SnapshotControls#PublicationsSnapshot": PublicationsSnapshot_71da3439317ee9eecb2c8d6a65f1c26d,
  "@/features/leads/inbox/SocialMediaLeadNavLink#SocialMediaLeadNavLink": SocialMediaLeadNavLink_627848758e7ab9622edaa58c1c0af0ee,
  "@/features/leads/desk/CampaignsNavLink#CampaignsNavLink": CampaignsNavLink_9d5df183396d0b1c0f808422e3777720,
  "@/features/erasure/ErasePersonNavLink#ErasePersonNavLink": ErasePersonNavLink_e6e35eb58e3a77093fd285af79fafdc8,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/staff-auth/second-factor/SignInStepsView#SignInStepsView": SignInStepsView_87ef101361d8723b0c9cf5e582fb7bae,
  "@/features/leads/desk/IntakeHomeView#IntakeHomeView": IntakeHomeView_6f0d0592a3a1555790ff6071f905b063,
  "@/features/leads/desk/CampaignsView#CampaignsView": CampaignsView_360f2c91ce971b4982ef8e37bd282e8e,
  "@/features/erasure/ErasePersonView#ErasePersonView": ErasePersonView_26472f475fa4a2d923e38224612e55bd,
  "@/features/leads/inbox/SocialMediaLeadView#SocialMediaLeadView": SocialMediaLeadView_99d7c3da7644465fee066b3435d64c3b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
