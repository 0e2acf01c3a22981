"""Contains all the data models used in inputs/outputs"""

from .account import Account
from .account_bridge import AccountBridge
from .account_bridge_state import AccountBridgeState
from .account_kr_blog import AccountKrBlog
from .account_kr_blog_categories_item import AccountKrBlogCategoriesItem
from .account_list import AccountList
from .account_state import AccountState
from .approve_beta_body import ApproveBetaBody
from .approve_beta_response_200 import ApproveBetaResponse200
from .billing_portal_response_200 import BillingPortalResponse200
from .chat_options import ChatOptions
from .chat_options_parse_mode import ChatOptionsParseMode
from .check_kr_seo_body import CheckKrSeoBody
from .check_kr_seo_response_200 import CheckKrSeoResponse200
from .check_kr_seo_response_200_checks_item import CheckKrSeoResponse200ChecksItem
from .check_kr_seo_response_200_checks_item_id import CheckKrSeoResponse200ChecksItemId
from .checkout_body import CheckoutBody
from .checkout_response_200 import CheckoutResponse200
from .clip_options import ClipOptions
from .clip_options_privacy_level import ClipOptionsPrivacyLevel
from .connect import Connect
from .connect_account_body import ConnectAccountBody
from .connect_callback_response_201 import ConnectCallbackResponse201
from .connect_error_type_0 import ConnectErrorType0
from .connect_next import ConnectNext
from .connect_status import ConnectStatus
from .create_automation_body import CreateAutomationBody
from .create_automation_body_deliver import CreateAutomationBodyDeliver
from .create_automation_body_trigger import CreateAutomationBodyTrigger
from .create_automation_body_trigger_kind import CreateAutomationBodyTriggerKind
from .create_automation_body_trigger_match import CreateAutomationBodyTriggerMatch
from .create_automation_response_201 import CreateAutomationResponse201
from .create_automation_response_201_counts import CreateAutomationResponse201Counts
from .create_automation_response_201_deliver import CreateAutomationResponse201Deliver
from .create_automation_response_201_past_comments import (
    CreateAutomationResponse201PastComments,
)
from .create_automation_response_201_past_comments_status import (
    CreateAutomationResponse201PastCommentsStatus,
)
from .create_automation_response_201_status import CreateAutomationResponse201Status
from .create_automation_response_201_trigger import CreateAutomationResponse201Trigger
from .create_automation_response_201_trigger_kind import (
    CreateAutomationResponse201TriggerKind,
)
from .create_automation_response_201_trigger_match import (
    CreateAutomationResponse201TriggerMatch,
)
from .create_key_body import CreateKeyBody
from .create_key_body_scopes_item import CreateKeyBodyScopesItem
from .create_key_response_201 import CreateKeyResponse201
from .create_post_body import CreatePostBody
from .create_post_body_thread_items_item import CreatePostBodyThreadItemsItem
from .create_upload_link_body import CreateUploadLinkBody
from .create_workspace_body import CreateWorkspaceBody
from .delete_automation_response_200 import DeleteAutomationResponse200
from .delete_media_response_200 import DeleteMediaResponse200
from .delete_reply_response_200 import DeleteReplyResponse200
from .delete_reply_response_200_kind import DeleteReplyResponse200Kind
from .delete_reply_response_200_next import DeleteReplyResponse200Next
from .delete_reply_response_200_result_type_0 import DeleteReplyResponse200ResultType0
from .delete_reply_response_200_retrying import DeleteReplyResponse200Retrying
from .delete_reply_response_200_status import DeleteReplyResponse200Status
from .delete_reply_response_202 import DeleteReplyResponse202
from .delete_reply_response_202_kind import DeleteReplyResponse202Kind
from .delete_reply_response_202_next import DeleteReplyResponse202Next
from .delete_reply_response_202_result_type_0 import DeleteReplyResponse202ResultType0
from .delete_reply_response_202_retrying import DeleteReplyResponse202Retrying
from .delete_reply_response_202_status import DeleteReplyResponse202Status
from .diagnose_kr_blog_response_200 import DiagnoseKrBlogResponse200
from .diagnose_kr_blog_response_200_categories_item import (
    DiagnoseKrBlogResponse200CategoriesItem,
)
from .diagnose_kr_blog_response_200_dated_or_episode_titles import (
    DiagnoseKrBlogResponse200DatedOrEpisodeTitles,
)
from .diagnose_kr_blog_response_200_posts_per_month_item import (
    DiagnoseKrBlogResponse200PostsPerMonthItem,
)
from .diagnose_kr_blog_response_200_quota import DiagnoseKrBlogResponse200Quota
from .diagnose_kr_blog_response_200_quota_diagnoses import (
    DiagnoseKrBlogResponse200QuotaDiagnoses,
)
from .diagnose_kr_blog_response_200_range import DiagnoseKrBlogResponse200Range
from .diagnose_kr_blog_response_200_repeated_title_words_item import (
    DiagnoseKrBlogResponse200RepeatedTitleWordsItem,
)
from .diagnose_kr_blog_response_200_search_intent import (
    DiagnoseKrBlogResponse200SearchIntent,
)
from .diagnose_kr_blog_response_200_search_intent_words_item import (
    DiagnoseKrBlogResponse200SearchIntentWordsItem,
)
from .disable_automation_response_200 import DisableAutomationResponse200
from .disable_automation_response_200_counts import DisableAutomationResponse200Counts
from .disable_automation_response_200_deliver import DisableAutomationResponse200Deliver
from .disable_automation_response_200_past_comments import (
    DisableAutomationResponse200PastComments,
)
from .disable_automation_response_200_past_comments_status import (
    DisableAutomationResponse200PastCommentsStatus,
)
from .disable_automation_response_200_status import DisableAutomationResponse200Status
from .disable_automation_response_200_trigger import DisableAutomationResponse200Trigger
from .disable_automation_response_200_trigger_kind import (
    DisableAutomationResponse200TriggerKind,
)
from .disable_automation_response_200_trigger_match import (
    DisableAutomationResponse200TriggerMatch,
)
from .disconnect_account_body import DisconnectAccountBody
from .disconnect_account_response_200 import DisconnectAccountResponse200
from .disconnect_account_response_200_removed import DisconnectAccountResponse200Removed
from .enable_automation_response_200 import EnableAutomationResponse200
from .enable_automation_response_200_counts import EnableAutomationResponse200Counts
from .enable_automation_response_200_deliver import EnableAutomationResponse200Deliver
from .enable_automation_response_200_past_comments import (
    EnableAutomationResponse200PastComments,
)
from .enable_automation_response_200_past_comments_status import (
    EnableAutomationResponse200PastCommentsStatus,
)
from .enable_automation_response_200_status import EnableAutomationResponse200Status
from .enable_automation_response_200_trigger import EnableAutomationResponse200Trigger
from .enable_automation_response_200_trigger_kind import (
    EnableAutomationResponse200TriggerKind,
)
from .enable_automation_response_200_trigger_match import (
    EnableAutomationResponse200TriggerMatch,
)
from .error import Error
from .error_error import ErrorError
from .error_error_errors_item import ErrorErrorErrorsItem
from .expand_kr_keywords_body import ExpandKrKeywordsBody
from .expand_kr_keywords_response_200 import ExpandKrKeywordsResponse200
from .expand_kr_keywords_response_200_data_item import (
    ExpandKrKeywordsResponse200DataItem,
)
from .expand_kr_keywords_response_200_data_item_via import (
    ExpandKrKeywordsResponse200DataItemVia,
)
from .expand_kr_keywords_response_200_seeds_item import (
    ExpandKrKeywordsResponse200SeedsItem,
)
from .expand_kr_keywords_response_200_seeds_item_via import (
    ExpandKrKeywordsResponse200SeedsItemVia,
)
from .extract_kr_form_body import ExtractKrFormBody
from .extract_kr_form_response_201 import ExtractKrFormResponse201
from .extract_kr_form_response_201_form import ExtractKrFormResponse201Form
from .extract_kr_form_response_201_form_captions import (
    ExtractKrFormResponse201FormCaptions,
)
from .extract_kr_form_response_201_form_section_opener import (
    ExtractKrFormResponse201FormSectionOpener,
)
from .extract_kr_form_response_201_next import ExtractKrFormResponse201Next
from .follow_account_body import FollowAccountBody
from .follow_account_response_200 import FollowAccountResponse200
from .follow_account_response_200_kind import FollowAccountResponse200Kind
from .follow_account_response_200_next import FollowAccountResponse200Next
from .follow_account_response_200_result_type_0 import (
    FollowAccountResponse200ResultType0,
)
from .follow_account_response_200_retrying import FollowAccountResponse200Retrying
from .follow_account_response_200_status import FollowAccountResponse200Status
from .follow_account_response_202 import FollowAccountResponse202
from .follow_account_response_202_kind import FollowAccountResponse202Kind
from .follow_account_response_202_next import FollowAccountResponse202Next
from .follow_account_response_202_result_type_0 import (
    FollowAccountResponse202ResultType0,
)
from .follow_account_response_202_retrying import FollowAccountResponse202Retrying
from .follow_account_response_202_status import FollowAccountResponse202Status
from .get_authorization_server_metadata_response_200 import (
    GetAuthorizationServerMetadataResponse200,
)
from .get_automation_response_200 import GetAutomationResponse200
from .get_automation_response_200_counts import GetAutomationResponse200Counts
from .get_automation_response_200_deliver import GetAutomationResponse200Deliver
from .get_automation_response_200_past_comments import (
    GetAutomationResponse200PastComments,
)
from .get_automation_response_200_past_comments_status import (
    GetAutomationResponse200PastCommentsStatus,
)
from .get_automation_response_200_status import GetAutomationResponse200Status
from .get_automation_response_200_trigger import GetAutomationResponse200Trigger
from .get_automation_response_200_trigger_kind import (
    GetAutomationResponse200TriggerKind,
)
from .get_automation_response_200_trigger_match import (
    GetAutomationResponse200TriggerMatch,
)
from .get_channel_bridge_response_200 import GetChannelBridgeResponse200
from .get_channel_bridge_response_200_data_item import (
    GetChannelBridgeResponse200DataItem,
)
from .get_channel_bridge_response_200_data_item_bridge import (
    GetChannelBridgeResponse200DataItemBridge,
)
from .get_channel_bridge_response_200_data_item_bridge_state import (
    GetChannelBridgeResponse200DataItemBridgeState,
)
from .get_channel_bridge_response_200_data_item_bridge_wake import (
    GetChannelBridgeResponse200DataItemBridgeWake,
)
from .get_engagement_response_200 import GetEngagementResponse200
from .get_engagement_response_200_kind import GetEngagementResponse200Kind
from .get_engagement_response_200_next import GetEngagementResponse200Next
from .get_engagement_response_200_result_type_0 import (
    GetEngagementResponse200ResultType0,
)
from .get_engagement_response_200_retrying import GetEngagementResponse200Retrying
from .get_engagement_response_200_status import GetEngagementResponse200Status
from .get_health_response_200 import GetHealthResponse200
from .get_health_response_200_checks import GetHealthResponse200Checks
from .get_health_response_503 import GetHealthResponse503
from .get_health_response_503_checks import GetHealthResponse503Checks
from .get_help_response_200 import GetHelpResponse200
from .get_help_response_200_data_type_0 import GetHelpResponse200DataType0
from .get_help_response_200_data_type_0_category import (
    GetHelpResponse200DataType0Category,
)
from .get_help_response_200_data_type_0_locale import GetHelpResponse200DataType0Locale
from .get_help_response_200_data_type_1_item import GetHelpResponse200DataType1Item
from .get_help_response_200_data_type_1_item_category import (
    GetHelpResponse200DataType1ItemCategory,
)
from .get_help_response_200_data_type_1_item_locale import (
    GetHelpResponse200DataType1ItemLocale,
)
from .get_kr_grammar_response_200 import GetKrGrammarResponse200
from .get_kr_grammar_response_200_limits import GetKrGrammarResponse200Limits
from .get_kr_grammar_response_200_topics_item import GetKrGrammarResponse200TopicsItem
from .get_kr_grammar_response_200_topics_item_entries_item import (
    GetKrGrammarResponse200TopicsItemEntriesItem,
)
from .get_kr_keyword_history_response_200 import GetKrKeywordHistoryResponse200
from .get_kr_keyword_history_response_200_data_item import (
    GetKrKeywordHistoryResponse200DataItem,
)
from .get_kr_keyword_history_response_200_data_item_monthly_searches import (
    GetKrKeywordHistoryResponse200DataItemMonthlySearches,
)
from .get_kr_keyword_history_response_200_data_item_monthly_searches_below_10_item import (
    GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item,
)
from .get_mcp_resource_metadata_response_200 import GetMcpResourceMetadataResponse200
from .get_open_api_response_200 import GetOpenApiResponse200
from .get_plan_response_200 import GetPlanResponse200
from .get_plan_response_200_plan import GetPlanResponse200Plan
from .get_plan_response_200_subscription_type_0 import (
    GetPlanResponse200SubscriptionType0,
)
from .get_plan_response_200_workspaces import GetPlanResponse200Workspaces
from .get_protected_resource_metadata_response_200 import (
    GetProtectedResourceMetadataResponse200,
)
from .get_publish_options_response_200 import GetPublishOptionsResponse200
from .get_publish_options_response_200_data import GetPublishOptionsResponse200Data
from .get_session_response_200 import GetSessionResponse200
from .get_session_response_200_person import GetSessionResponse200Person
from .get_session_response_200_workspaces_item import (
    GetSessionResponse200WorkspacesItem,
)
from .get_vid_report_response_200 import GetVidReportResponse200
from .get_vid_report_response_200_search import GetVidReportResponse200Search
from .get_vid_report_response_200_videos_item import GetVidReportResponse200VideosItem
from .get_vid_report_response_200_videos_item_format import (
    GetVidReportResponse200VideosItemFormat,
)
from .hide_reply_body import HideReplyBody
from .hide_reply_response_200 import HideReplyResponse200
from .hide_reply_response_200_kind import HideReplyResponse200Kind
from .hide_reply_response_200_next import HideReplyResponse200Next
from .hide_reply_response_200_result_type_0 import HideReplyResponse200ResultType0
from .hide_reply_response_200_retrying import HideReplyResponse200Retrying
from .hide_reply_response_200_status import HideReplyResponse200Status
from .hide_reply_response_202 import HideReplyResponse202
from .hide_reply_response_202_kind import HideReplyResponse202Kind
from .hide_reply_response_202_next import HideReplyResponse202Next
from .hide_reply_response_202_result_type_0 import HideReplyResponse202ResultType0
from .hide_reply_response_202_retrying import HideReplyResponse202Retrying
from .hide_reply_response_202_status import HideReplyResponse202Status
from .judge_kr_keywords_body import JudgeKrKeywordsBody
from .judge_kr_keywords_response_200 import JudgeKrKeywordsResponse200
from .judge_kr_keywords_response_200_data_item import JudgeKrKeywordsResponse200DataItem
from .judge_kr_keywords_response_200_data_item_monthly_searches import (
    JudgeKrKeywordsResponse200DataItemMonthlySearches,
)
from .judge_kr_keywords_response_200_data_item_monthly_searches_below_10_item import (
    JudgeKrKeywordsResponse200DataItemMonthlySearchesBelow10Item,
)
from .judge_kr_keywords_response_200_data_item_verdict import (
    JudgeKrKeywordsResponse200DataItemVerdict,
)
from .judge_kr_keywords_response_200_quota import JudgeKrKeywordsResponse200Quota
from .judge_kr_keywords_response_200_quota_judge_calls import (
    JudgeKrKeywordsResponse200QuotaJudgeCalls,
)
from .judge_kr_keywords_response_200_quota_measured import (
    JudgeKrKeywordsResponse200QuotaMeasured,
)
from .judge_kr_keywords_response_200_sets_item import JudgeKrKeywordsResponse200SetsItem
from .judge_kr_keywords_response_200_unmeasured_item import (
    JudgeKrKeywordsResponse200UnmeasuredItem,
)
from .judge_kr_keywords_response_200_unmeasured_item_reason import (
    JudgeKrKeywordsResponse200UnmeasuredItemReason,
)
from .key import Key
from .key_list import KeyList
from .kr_blog_options import KrBlogOptions
from .kr_blog_options_layout import KrBlogOptionsLayout
from .kr_blog_options_open_type import KrBlogOptionsOpenType
from .lay_out_kr_body_body import LayOutKrBodyBody
from .lay_out_kr_body_response_200_type_0 import LayOutKrBodyResponse200Type0
from .lay_out_kr_body_response_200_type_1 import LayOutKrBodyResponse200Type1
from .lay_out_kr_body_response_200_type_1_layouts_item import (
    LayOutKrBodyResponse200Type1LayoutsItem,
)
from .like_post_body import LikePostBody
from .like_post_response_200 import LikePostResponse200
from .like_post_response_200_kind import LikePostResponse200Kind
from .like_post_response_200_next import LikePostResponse200Next
from .like_post_response_200_result_type_0 import LikePostResponse200ResultType0
from .like_post_response_200_retrying import LikePostResponse200Retrying
from .like_post_response_200_status import LikePostResponse200Status
from .like_post_response_202 import LikePostResponse202
from .like_post_response_202_kind import LikePostResponse202Kind
from .like_post_response_202_next import LikePostResponse202Next
from .like_post_response_202_result_type_0 import LikePostResponse202ResultType0
from .like_post_response_202_retrying import LikePostResponse202Retrying
from .like_post_response_202_status import LikePostResponse202Status
from .list_automation_deliveries_response_200 import ListAutomationDeliveriesResponse200
from .list_automation_deliveries_response_200_data_item import (
    ListAutomationDeliveriesResponse200DataItem,
)
from .list_automation_deliveries_response_200_data_item_status import (
    ListAutomationDeliveriesResponse200DataItemStatus,
)
from .list_automations_response_200 import ListAutomationsResponse200
from .list_automations_response_200_data_item import ListAutomationsResponse200DataItem
from .list_automations_response_200_data_item_counts import (
    ListAutomationsResponse200DataItemCounts,
)
from .list_automations_response_200_data_item_deliver import (
    ListAutomationsResponse200DataItemDeliver,
)
from .list_automations_response_200_data_item_past_comments import (
    ListAutomationsResponse200DataItemPastComments,
)
from .list_automations_response_200_data_item_past_comments_status import (
    ListAutomationsResponse200DataItemPastCommentsStatus,
)
from .list_automations_response_200_data_item_status import (
    ListAutomationsResponse200DataItemStatus,
)
from .list_automations_response_200_data_item_trigger import (
    ListAutomationsResponse200DataItemTrigger,
)
from .list_automations_response_200_data_item_trigger_kind import (
    ListAutomationsResponse200DataItemTriggerKind,
)
from .list_automations_response_200_data_item_trigger_match import (
    ListAutomationsResponse200DataItemTriggerMatch,
)
from .list_channel_posts_response_200 import ListChannelPostsResponse200
from .list_channel_posts_response_200_data_item import (
    ListChannelPostsResponse200DataItem,
)
from .list_channel_posts_response_200_errors_item import (
    ListChannelPostsResponse200ErrorsItem,
)
from .list_channel_quota_response_200 import ListChannelQuotaResponse200
from .list_channel_quota_response_200_data_item import (
    ListChannelQuotaResponse200DataItem,
)
from .list_channel_quota_response_200_errors_item import (
    ListChannelQuotaResponse200ErrorsItem,
)
from .list_grants_response_200 import ListGrantsResponse200
from .list_grants_response_200_data_item import ListGrantsResponse200DataItem
from .list_kr_drafts_response_200 import ListKrDraftsResponse200
from .list_kr_drafts_response_200_data_item import ListKrDraftsResponse200DataItem
from .list_kr_drafts_response_200_data_item_saved_by import (
    ListKrDraftsResponse200DataItemSavedBy,
)
from .list_kr_forms_response_200 import ListKrFormsResponse200
from .list_kr_forms_response_200_data_item import ListKrFormsResponse200DataItem
from .list_kr_forms_response_200_data_item_captions import (
    ListKrFormsResponse200DataItemCaptions,
)
from .list_kr_forms_response_200_data_item_section_opener import (
    ListKrFormsResponse200DataItemSectionOpener,
)
from .list_kr_keyword_reports_response_200 import ListKrKeywordReportsResponse200
from .list_kr_keyword_reports_response_200_data_item import (
    ListKrKeywordReportsResponse200DataItem,
)
from .list_kr_keyword_reports_response_200_data_item_measured_item import (
    ListKrKeywordReportsResponse200DataItemMeasuredItem,
)
from .list_kr_keyword_reports_response_200_data_item_measured_item_monthly_searches import (
    ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches,
)
from .list_kr_keyword_reports_response_200_data_item_measured_item_monthly_searches_below_10_item import (
    ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearchesBelow10Item,
)
from .list_kr_keyword_reports_response_200_data_item_measured_item_verdict import (
    ListKrKeywordReportsResponse200DataItemMeasuredItemVerdict,
)
from .list_kr_keyword_reports_response_200_data_item_sets_item import (
    ListKrKeywordReportsResponse200DataItemSetsItem,
)
from .list_logs_outcome import ListLogsOutcome
from .list_platforms_response_200 import ListPlatformsResponse200
from .list_platforms_response_200_data_item import ListPlatformsResponse200DataItem
from .list_platforms_response_200_data_item_connect import (
    ListPlatformsResponse200DataItemConnect,
)
from .list_platforms_response_200_data_item_connect_kind import (
    ListPlatformsResponse200DataItemConnectKind,
)
from .list_platforms_response_200_data_item_features_item import (
    ListPlatformsResponse200DataItemFeaturesItem,
)
from .list_platforms_response_200_data_item_limits import (
    ListPlatformsResponse200DataItemLimits,
)
from .list_platforms_response_200_data_item_options import (
    ListPlatformsResponse200DataItemOptions,
)
from .list_posts_sort import ListPostsSort
from .list_vid_reports_response_200 import ListVidReportsResponse200
from .list_vid_reports_response_200_data_item import ListVidReportsResponse200DataItem
from .list_vid_reports_response_200_data_item_search import (
    ListVidReportsResponse200DataItemSearch,
)
from .log_entry import LogEntry
from .log_entry_outcome import LogEntryOutcome
from .log_entry_query import LogEntryQuery
from .log_entry_source import LogEntrySource
from .log_list import LogList
from .look_up_pairing_code_response_200 import LookUpPairingCodeResponse200
from .measure_kr_keywords_body import MeasureKrKeywordsBody
from .measure_kr_keywords_response_200 import MeasureKrKeywordsResponse200
from .measure_kr_keywords_response_200_data_item import (
    MeasureKrKeywordsResponse200DataItem,
)
from .measure_kr_keywords_response_200_data_item_monthly_searches import (
    MeasureKrKeywordsResponse200DataItemMonthlySearches,
)
from .measure_kr_keywords_response_200_data_item_monthly_searches_below_10_item import (
    MeasureKrKeywordsResponse200DataItemMonthlySearchesBelow10Item,
)
from .measure_kr_keywords_response_200_quota import MeasureKrKeywordsResponse200Quota
from .measure_kr_keywords_response_200_quota_judge_calls import (
    MeasureKrKeywordsResponse200QuotaJudgeCalls,
)
from .measure_kr_keywords_response_200_quota_measured import (
    MeasureKrKeywordsResponse200QuotaMeasured,
)
from .measure_kr_keywords_response_200_unmeasured_item import (
    MeasureKrKeywordsResponse200UnmeasuredItem,
)
from .measure_kr_keywords_response_200_unmeasured_item_reason import (
    MeasureKrKeywordsResponse200UnmeasuredItemReason,
)
from .media import Media
from .media_from_url_body import MediaFromUrlBody
from .media_kind import MediaKind
from .media_status import MediaStatus
from .micro_options import MicroOptions
from .micro_options_reply_settings import MicroOptionsReplySettings
from .oauth_token_body import OauthTokenBody
from .oauth_token_body_grant_type import OauthTokenBodyGrantType
from .oauth_token_response_200 import OauthTokenResponse200
from .oauth_token_response_400_type_0 import OauthTokenResponse400Type0
from .options_by_channel import OptionsByChannel
from .pair_extension_body import PairExtensionBody
from .pair_extension_response_201 import PairExtensionResponse201
from .photo_options import PhotoOptions
from .photo_options_cover_media_id_type_1 import PhotoOptionsCoverMediaIdType1
from .photo_options_kind import PhotoOptionsKind
from .photo_options_user_tags_item import PhotoOptionsUserTagsItem
from .post import Post
from .post_error_type_0 import PostErrorType0
from .post_list import PostList
from .post_next import PostNext
from .post_options import PostOptions
from .post_status import PostStatus
from .post_targets_item import PostTargetsItem
from .post_targets_item_bridge import PostTargetsItemBridge
from .post_targets_item_bridge_state import PostTargetsItemBridgeState
from .post_targets_item_retrying import PostTargetsItemRetrying
from .post_targets_item_status import PostTargetsItemStatus
from .post_thread import PostThread
from .post_thread_items_type_0_item import PostThreadItemsType0Item
from .presign import Presign
from .presign_headers import PresignHeaders
from .presign_media_body import PresignMediaBody
from .presign_next import PresignNext
from .publish_kr_draft_body import PublishKrDraftBody
from .publish_kr_draft_body_open_type import PublishKrDraftBodyOpenType
from .publish_post_body import PublishPostBody
from .receive_comment_webhook_response_200 import ReceiveCommentWebhookResponse200
from .refresh_account_body import RefreshAccountBody
from .refresh_account_response_200 import RefreshAccountResponse200
from .refresh_account_response_200_candidates_item import (
    RefreshAccountResponse200CandidatesItem,
)
from .refresh_account_response_200_data_item import RefreshAccountResponse200DataItem
from .refresh_account_response_200_data_item_error import (
    RefreshAccountResponse200DataItemError,
)
from .refresh_account_response_200_data_item_status import (
    RefreshAccountResponse200DataItemStatus,
)
from .refresh_account_response_200_next import RefreshAccountResponse200Next
from .refresh_account_response_202 import RefreshAccountResponse202
from .refresh_account_response_202_candidates_item import (
    RefreshAccountResponse202CandidatesItem,
)
from .refresh_account_response_202_data_item import RefreshAccountResponse202DataItem
from .refresh_account_response_202_data_item_error import (
    RefreshAccountResponse202DataItemError,
)
from .refresh_account_response_202_data_item_status import (
    RefreshAccountResponse202DataItemStatus,
)
from .refresh_account_response_202_next import RefreshAccountResponse202Next
from .register_o_auth_client_body import RegisterOAuthClientBody
from .register_o_auth_client_response_201 import RegisterOAuthClientResponse201
from .register_o_auth_client_response_400_type_0 import (
    RegisterOAuthClientResponse400Type0,
)
from .reply_to_post_body import ReplyToPostBody
from .reply_to_post_response_201 import ReplyToPostResponse201
from .reply_to_post_response_201_kind import ReplyToPostResponse201Kind
from .reply_to_post_response_201_next import ReplyToPostResponse201Next
from .reply_to_post_response_201_result_type_0 import ReplyToPostResponse201ResultType0
from .reply_to_post_response_201_retrying import ReplyToPostResponse201Retrying
from .reply_to_post_response_201_status import ReplyToPostResponse201Status
from .reply_to_post_response_202 import ReplyToPostResponse202
from .reply_to_post_response_202_kind import ReplyToPostResponse202Kind
from .reply_to_post_response_202_next import ReplyToPostResponse202Next
from .reply_to_post_response_202_result_type_0 import ReplyToPostResponse202ResultType0
from .reply_to_post_response_202_retrying import ReplyToPostResponse202Retrying
from .reply_to_post_response_202_status import ReplyToPostResponse202Status
from .resend_verification_body import ResendVerificationBody
from .retry_post_body import RetryPostBody
from .revoke_grant_response_200 import RevokeGrantResponse200
from .search_vid_research_format import SearchVidResearchFormat
from .search_vid_research_order import SearchVidResearchOrder
from .search_vid_research_period import SearchVidResearchPeriod
from .search_vid_research_response_200 import SearchVidResearchResponse200
from .search_vid_research_response_200_language import (
    SearchVidResearchResponse200Language,
)
from .search_vid_research_response_200_quota import SearchVidResearchResponse200Quota
from .search_vid_research_response_200_quota_searches import (
    SearchVidResearchResponse200QuotaSearches,
)
from .search_vid_research_response_200_quota_units import (
    SearchVidResearchResponse200QuotaUnits,
)
from .search_vid_research_response_200_search import SearchVidResearchResponse200Search
from .search_vid_research_response_200_videos_item import (
    SearchVidResearchResponse200VideosItem,
)
from .search_vid_research_response_200_videos_item_format import (
    SearchVidResearchResponse200VideosItemFormat,
)
from .select_accounts_body import SelectAccountsBody
from .select_accounts_body_scope_type_0 import SelectAccountsBodyScopeType0
from .select_accounts_response_200 import SelectAccountsResponse200
from .select_accounts_response_200_accounts_item import (
    SelectAccountsResponse200AccountsItem,
)
from .select_accounts_response_200_unresolved_item import (
    SelectAccountsResponse200UnresolvedItem,
)
from .select_accounts_response_200_unresolved_item_candidates_item import (
    SelectAccountsResponse200UnresolvedItemCandidatesItem,
)
from .sign_in_body import SignInBody
from .sign_in_response_201 import SignInResponse201
from .sign_in_response_201_person import SignInResponse201Person
from .sign_in_response_201_workspaces_item import SignInResponse201WorkspacesItem
from .sign_up_body import SignUpBody
from .sign_up_response_201 import SignUpResponse201
from .sign_up_response_201_verification import SignUpResponse201Verification
from .social_options import SocialOptions
from .social_options_feed_targeting import SocialOptionsFeedTargeting
from .social_options_feed_targeting_genders_item import (
    SocialOptionsFeedTargetingGendersItem,
)
from .social_options_kind import SocialOptionsKind
from .start_past_comments_response_202 import StartPastCommentsResponse202
from .start_past_comments_response_202_counts import StartPastCommentsResponse202Counts
from .start_past_comments_response_202_deliver import (
    StartPastCommentsResponse202Deliver,
)
from .start_past_comments_response_202_past_comments import (
    StartPastCommentsResponse202PastComments,
)
from .start_past_comments_response_202_past_comments_status import (
    StartPastCommentsResponse202PastCommentsStatus,
)
from .start_past_comments_response_202_status import StartPastCommentsResponse202Status
from .start_past_comments_response_202_trigger import (
    StartPastCommentsResponse202Trigger,
)
from .start_past_comments_response_202_trigger_kind import (
    StartPastCommentsResponse202TriggerKind,
)
from .start_past_comments_response_202_trigger_match import (
    StartPastCommentsResponse202TriggerMatch,
)
from .stop_past_comments_response_200 import StopPastCommentsResponse200
from .stop_past_comments_response_200_counts import StopPastCommentsResponse200Counts
from .stop_past_comments_response_200_deliver import StopPastCommentsResponse200Deliver
from .stop_past_comments_response_200_past_comments import (
    StopPastCommentsResponse200PastComments,
)
from .stop_past_comments_response_200_past_comments_status import (
    StopPastCommentsResponse200PastCommentsStatus,
)
from .stop_past_comments_response_200_status import StopPastCommentsResponse200Status
from .stop_past_comments_response_200_trigger import StopPastCommentsResponse200Trigger
from .stop_past_comments_response_200_trigger_kind import (
    StopPastCommentsResponse200TriggerKind,
)
from .stop_past_comments_response_200_trigger_match import (
    StopPastCommentsResponse200TriggerMatch,
)
from .strand_options import StrandOptions
from .strand_options_reply_control import StrandOptionsReplyControl
from .stripe_webhook_response_200 import StripeWebhookResponse200
from .thread_view import ThreadView
from .thread_view_channel_replies_item import ThreadViewChannelRepliesItem
from .thread_view_channel_replies_item_data_item import (
    ThreadViewChannelRepliesItemDataItem,
)
from .thread_view_channel_replies_item_error import ThreadViewChannelRepliesItemError
from .thread_view_metrics_item import ThreadViewMetricsItem
from .thread_view_metrics_item_error import ThreadViewMetricsItemError
from .thread_view_metrics_item_values_type_0 import ThreadViewMetricsItemValuesType0
from .unfollow_account_body import UnfollowAccountBody
from .unfollow_account_response_200 import UnfollowAccountResponse200
from .unfollow_account_response_200_kind import UnfollowAccountResponse200Kind
from .unfollow_account_response_200_next import UnfollowAccountResponse200Next
from .unfollow_account_response_200_result_type_0 import (
    UnfollowAccountResponse200ResultType0,
)
from .unfollow_account_response_200_retrying import UnfollowAccountResponse200Retrying
from .unfollow_account_response_200_status import UnfollowAccountResponse200Status
from .unfollow_account_response_202 import UnfollowAccountResponse202
from .unfollow_account_response_202_kind import UnfollowAccountResponse202Kind
from .unfollow_account_response_202_next import UnfollowAccountResponse202Next
from .unfollow_account_response_202_result_type_0 import (
    UnfollowAccountResponse202ResultType0,
)
from .unfollow_account_response_202_retrying import UnfollowAccountResponse202Retrying
from .unfollow_account_response_202_status import UnfollowAccountResponse202Status
from .unhide_reply_body import UnhideReplyBody
from .unhide_reply_response_200 import UnhideReplyResponse200
from .unhide_reply_response_200_kind import UnhideReplyResponse200Kind
from .unhide_reply_response_200_next import UnhideReplyResponse200Next
from .unhide_reply_response_200_result_type_0 import UnhideReplyResponse200ResultType0
from .unhide_reply_response_200_retrying import UnhideReplyResponse200Retrying
from .unhide_reply_response_200_status import UnhideReplyResponse200Status
from .unhide_reply_response_202 import UnhideReplyResponse202
from .unhide_reply_response_202_kind import UnhideReplyResponse202Kind
from .unhide_reply_response_202_next import UnhideReplyResponse202Next
from .unhide_reply_response_202_result_type_0 import UnhideReplyResponse202ResultType0
from .unhide_reply_response_202_retrying import UnhideReplyResponse202Retrying
from .unhide_reply_response_202_status import UnhideReplyResponse202Status
from .unlike_post_body import UnlikePostBody
from .unlike_post_response_200 import UnlikePostResponse200
from .unlike_post_response_200_kind import UnlikePostResponse200Kind
from .unlike_post_response_200_next import UnlikePostResponse200Next
from .unlike_post_response_200_result_type_0 import UnlikePostResponse200ResultType0
from .unlike_post_response_200_retrying import UnlikePostResponse200Retrying
from .unlike_post_response_200_status import UnlikePostResponse200Status
from .unlike_post_response_202 import UnlikePostResponse202
from .unlike_post_response_202_kind import UnlikePostResponse202Kind
from .unlike_post_response_202_next import UnlikePostResponse202Next
from .unlike_post_response_202_result_type_0 import UnlikePostResponse202ResultType0
from .unlike_post_response_202_retrying import UnlikePostResponse202Retrying
from .unlike_post_response_202_status import UnlikePostResponse202Status
from .update_automation_body import UpdateAutomationBody
from .update_automation_body_deliver import UpdateAutomationBodyDeliver
from .update_automation_body_trigger import UpdateAutomationBodyTrigger
from .update_automation_body_trigger_kind import UpdateAutomationBodyTriggerKind
from .update_automation_body_trigger_match import UpdateAutomationBodyTriggerMatch
from .update_automation_response_200 import UpdateAutomationResponse200
from .update_automation_response_200_counts import UpdateAutomationResponse200Counts
from .update_automation_response_200_deliver import UpdateAutomationResponse200Deliver
from .update_automation_response_200_past_comments import (
    UpdateAutomationResponse200PastComments,
)
from .update_automation_response_200_past_comments_status import (
    UpdateAutomationResponse200PastCommentsStatus,
)
from .update_automation_response_200_status import UpdateAutomationResponse200Status
from .update_automation_response_200_trigger import UpdateAutomationResponse200Trigger
from .update_automation_response_200_trigger_kind import (
    UpdateAutomationResponse200TriggerKind,
)
from .update_automation_response_200_trigger_match import (
    UpdateAutomationResponse200TriggerMatch,
)
from .update_grant_body import UpdateGrantBody
from .update_grant_response_200 import UpdateGrantResponse200
from .update_key_body import UpdateKeyBody
from .update_post_body import UpdatePostBody
from .update_post_body_thread_items_item import UpdatePostBodyThreadItemsItem
from .upload_link import UploadLink
from .upload_media_bytes_response_200 import UploadMediaBytesResponse200
from .upload_media_bytes_response_200_next import UploadMediaBytesResponse200Next
from .verify_email_response_200 import VerifyEmailResponse200
from .vid_options import VidOptions
from .vid_options_privacy_status import VidOptionsPrivacyStatus
from .vid_options_thumbnail import VidOptionsThumbnail
from .workspace import Workspace
from .workspace_list import WorkspaceList

__all__ = (
    "Account",
    "AccountBridge",
    "AccountBridgeState",
    "AccountKrBlog",
    "AccountKrBlogCategoriesItem",
    "AccountList",
    "AccountState",
    "ApproveBetaBody",
    "ApproveBetaResponse200",
    "BillingPortalResponse200",
    "ChatOptions",
    "ChatOptionsParseMode",
    "CheckKrSeoBody",
    "CheckKrSeoResponse200",
    "CheckKrSeoResponse200ChecksItem",
    "CheckKrSeoResponse200ChecksItemId",
    "CheckoutBody",
    "CheckoutResponse200",
    "ClipOptions",
    "ClipOptionsPrivacyLevel",
    "Connect",
    "ConnectAccountBody",
    "ConnectCallbackResponse201",
    "ConnectErrorType0",
    "ConnectNext",
    "ConnectStatus",
    "CreateAutomationBody",
    "CreateAutomationBodyDeliver",
    "CreateAutomationBodyTrigger",
    "CreateAutomationBodyTriggerKind",
    "CreateAutomationBodyTriggerMatch",
    "CreateAutomationResponse201",
    "CreateAutomationResponse201Counts",
    "CreateAutomationResponse201Deliver",
    "CreateAutomationResponse201PastComments",
    "CreateAutomationResponse201PastCommentsStatus",
    "CreateAutomationResponse201Status",
    "CreateAutomationResponse201Trigger",
    "CreateAutomationResponse201TriggerKind",
    "CreateAutomationResponse201TriggerMatch",
    "CreateKeyBody",
    "CreateKeyBodyScopesItem",
    "CreateKeyResponse201",
    "CreatePostBody",
    "CreatePostBodyThreadItemsItem",
    "CreateUploadLinkBody",
    "CreateWorkspaceBody",
    "DeleteAutomationResponse200",
    "DeleteMediaResponse200",
    "DeleteReplyResponse200",
    "DeleteReplyResponse200Kind",
    "DeleteReplyResponse200Next",
    "DeleteReplyResponse200ResultType0",
    "DeleteReplyResponse200Retrying",
    "DeleteReplyResponse200Status",
    "DeleteReplyResponse202",
    "DeleteReplyResponse202Kind",
    "DeleteReplyResponse202Next",
    "DeleteReplyResponse202ResultType0",
    "DeleteReplyResponse202Retrying",
    "DeleteReplyResponse202Status",
    "DiagnoseKrBlogResponse200",
    "DiagnoseKrBlogResponse200CategoriesItem",
    "DiagnoseKrBlogResponse200DatedOrEpisodeTitles",
    "DiagnoseKrBlogResponse200PostsPerMonthItem",
    "DiagnoseKrBlogResponse200Quota",
    "DiagnoseKrBlogResponse200QuotaDiagnoses",
    "DiagnoseKrBlogResponse200Range",
    "DiagnoseKrBlogResponse200RepeatedTitleWordsItem",
    "DiagnoseKrBlogResponse200SearchIntent",
    "DiagnoseKrBlogResponse200SearchIntentWordsItem",
    "DisableAutomationResponse200",
    "DisableAutomationResponse200Counts",
    "DisableAutomationResponse200Deliver",
    "DisableAutomationResponse200PastComments",
    "DisableAutomationResponse200PastCommentsStatus",
    "DisableAutomationResponse200Status",
    "DisableAutomationResponse200Trigger",
    "DisableAutomationResponse200TriggerKind",
    "DisableAutomationResponse200TriggerMatch",
    "DisconnectAccountBody",
    "DisconnectAccountResponse200",
    "DisconnectAccountResponse200Removed",
    "EnableAutomationResponse200",
    "EnableAutomationResponse200Counts",
    "EnableAutomationResponse200Deliver",
    "EnableAutomationResponse200PastComments",
    "EnableAutomationResponse200PastCommentsStatus",
    "EnableAutomationResponse200Status",
    "EnableAutomationResponse200Trigger",
    "EnableAutomationResponse200TriggerKind",
    "EnableAutomationResponse200TriggerMatch",
    "Error",
    "ErrorError",
    "ErrorErrorErrorsItem",
    "ExpandKrKeywordsBody",
    "ExpandKrKeywordsResponse200",
    "ExpandKrKeywordsResponse200DataItem",
    "ExpandKrKeywordsResponse200DataItemVia",
    "ExpandKrKeywordsResponse200SeedsItem",
    "ExpandKrKeywordsResponse200SeedsItemVia",
    "ExtractKrFormBody",
    "ExtractKrFormResponse201",
    "ExtractKrFormResponse201Form",
    "ExtractKrFormResponse201FormCaptions",
    "ExtractKrFormResponse201FormSectionOpener",
    "ExtractKrFormResponse201Next",
    "FollowAccountBody",
    "FollowAccountResponse200",
    "FollowAccountResponse200Kind",
    "FollowAccountResponse200Next",
    "FollowAccountResponse200ResultType0",
    "FollowAccountResponse200Retrying",
    "FollowAccountResponse200Status",
    "FollowAccountResponse202",
    "FollowAccountResponse202Kind",
    "FollowAccountResponse202Next",
    "FollowAccountResponse202ResultType0",
    "FollowAccountResponse202Retrying",
    "FollowAccountResponse202Status",
    "GetAuthorizationServerMetadataResponse200",
    "GetAutomationResponse200",
    "GetAutomationResponse200Counts",
    "GetAutomationResponse200Deliver",
    "GetAutomationResponse200PastComments",
    "GetAutomationResponse200PastCommentsStatus",
    "GetAutomationResponse200Status",
    "GetAutomationResponse200Trigger",
    "GetAutomationResponse200TriggerKind",
    "GetAutomationResponse200TriggerMatch",
    "GetChannelBridgeResponse200",
    "GetChannelBridgeResponse200DataItem",
    "GetChannelBridgeResponse200DataItemBridge",
    "GetChannelBridgeResponse200DataItemBridgeState",
    "GetChannelBridgeResponse200DataItemBridgeWake",
    "GetEngagementResponse200",
    "GetEngagementResponse200Kind",
    "GetEngagementResponse200Next",
    "GetEngagementResponse200ResultType0",
    "GetEngagementResponse200Retrying",
    "GetEngagementResponse200Status",
    "GetHealthResponse200",
    "GetHealthResponse200Checks",
    "GetHealthResponse503",
    "GetHealthResponse503Checks",
    "GetHelpResponse200",
    "GetHelpResponse200DataType0",
    "GetHelpResponse200DataType0Category",
    "GetHelpResponse200DataType0Locale",
    "GetHelpResponse200DataType1Item",
    "GetHelpResponse200DataType1ItemCategory",
    "GetHelpResponse200DataType1ItemLocale",
    "GetKrGrammarResponse200",
    "GetKrGrammarResponse200Limits",
    "GetKrGrammarResponse200TopicsItem",
    "GetKrGrammarResponse200TopicsItemEntriesItem",
    "GetKrKeywordHistoryResponse200",
    "GetKrKeywordHistoryResponse200DataItem",
    "GetKrKeywordHistoryResponse200DataItemMonthlySearches",
    "GetKrKeywordHistoryResponse200DataItemMonthlySearchesBelow10Item",
    "GetMcpResourceMetadataResponse200",
    "GetOpenApiResponse200",
    "GetPlanResponse200",
    "GetPlanResponse200Plan",
    "GetPlanResponse200SubscriptionType0",
    "GetPlanResponse200Workspaces",
    "GetProtectedResourceMetadataResponse200",
    "GetPublishOptionsResponse200",
    "GetPublishOptionsResponse200Data",
    "GetSessionResponse200",
    "GetSessionResponse200Person",
    "GetSessionResponse200WorkspacesItem",
    "GetVidReportResponse200",
    "GetVidReportResponse200Search",
    "GetVidReportResponse200VideosItem",
    "GetVidReportResponse200VideosItemFormat",
    "HideReplyBody",
    "HideReplyResponse200",
    "HideReplyResponse200Kind",
    "HideReplyResponse200Next",
    "HideReplyResponse200ResultType0",
    "HideReplyResponse200Retrying",
    "HideReplyResponse200Status",
    "HideReplyResponse202",
    "HideReplyResponse202Kind",
    "HideReplyResponse202Next",
    "HideReplyResponse202ResultType0",
    "HideReplyResponse202Retrying",
    "HideReplyResponse202Status",
    "JudgeKrKeywordsBody",
    "JudgeKrKeywordsResponse200",
    "JudgeKrKeywordsResponse200DataItem",
    "JudgeKrKeywordsResponse200DataItemMonthlySearches",
    "JudgeKrKeywordsResponse200DataItemMonthlySearchesBelow10Item",
    "JudgeKrKeywordsResponse200DataItemVerdict",
    "JudgeKrKeywordsResponse200Quota",
    "JudgeKrKeywordsResponse200QuotaJudgeCalls",
    "JudgeKrKeywordsResponse200QuotaMeasured",
    "JudgeKrKeywordsResponse200SetsItem",
    "JudgeKrKeywordsResponse200UnmeasuredItem",
    "JudgeKrKeywordsResponse200UnmeasuredItemReason",
    "Key",
    "KeyList",
    "KrBlogOptions",
    "KrBlogOptionsLayout",
    "KrBlogOptionsOpenType",
    "LayOutKrBodyBody",
    "LayOutKrBodyResponse200Type0",
    "LayOutKrBodyResponse200Type1",
    "LayOutKrBodyResponse200Type1LayoutsItem",
    "LikePostBody",
    "LikePostResponse200",
    "LikePostResponse200Kind",
    "LikePostResponse200Next",
    "LikePostResponse200ResultType0",
    "LikePostResponse200Retrying",
    "LikePostResponse200Status",
    "LikePostResponse202",
    "LikePostResponse202Kind",
    "LikePostResponse202Next",
    "LikePostResponse202ResultType0",
    "LikePostResponse202Retrying",
    "LikePostResponse202Status",
    "ListAutomationDeliveriesResponse200",
    "ListAutomationDeliveriesResponse200DataItem",
    "ListAutomationDeliveriesResponse200DataItemStatus",
    "ListAutomationsResponse200",
    "ListAutomationsResponse200DataItem",
    "ListAutomationsResponse200DataItemCounts",
    "ListAutomationsResponse200DataItemDeliver",
    "ListAutomationsResponse200DataItemPastComments",
    "ListAutomationsResponse200DataItemPastCommentsStatus",
    "ListAutomationsResponse200DataItemStatus",
    "ListAutomationsResponse200DataItemTrigger",
    "ListAutomationsResponse200DataItemTriggerKind",
    "ListAutomationsResponse200DataItemTriggerMatch",
    "ListChannelPostsResponse200",
    "ListChannelPostsResponse200DataItem",
    "ListChannelPostsResponse200ErrorsItem",
    "ListChannelQuotaResponse200",
    "ListChannelQuotaResponse200DataItem",
    "ListChannelQuotaResponse200ErrorsItem",
    "ListGrantsResponse200",
    "ListGrantsResponse200DataItem",
    "ListKrDraftsResponse200",
    "ListKrDraftsResponse200DataItem",
    "ListKrDraftsResponse200DataItemSavedBy",
    "ListKrFormsResponse200",
    "ListKrFormsResponse200DataItem",
    "ListKrFormsResponse200DataItemCaptions",
    "ListKrFormsResponse200DataItemSectionOpener",
    "ListKrKeywordReportsResponse200",
    "ListKrKeywordReportsResponse200DataItem",
    "ListKrKeywordReportsResponse200DataItemMeasuredItem",
    "ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearches",
    "ListKrKeywordReportsResponse200DataItemMeasuredItemMonthlySearchesBelow10Item",
    "ListKrKeywordReportsResponse200DataItemMeasuredItemVerdict",
    "ListKrKeywordReportsResponse200DataItemSetsItem",
    "ListLogsOutcome",
    "ListPlatformsResponse200",
    "ListPlatformsResponse200DataItem",
    "ListPlatformsResponse200DataItemConnect",
    "ListPlatformsResponse200DataItemConnectKind",
    "ListPlatformsResponse200DataItemFeaturesItem",
    "ListPlatformsResponse200DataItemLimits",
    "ListPlatformsResponse200DataItemOptions",
    "ListPostsSort",
    "ListVidReportsResponse200",
    "ListVidReportsResponse200DataItem",
    "ListVidReportsResponse200DataItemSearch",
    "LogEntry",
    "LogEntryOutcome",
    "LogEntryQuery",
    "LogEntrySource",
    "LogList",
    "LookUpPairingCodeResponse200",
    "MeasureKrKeywordsBody",
    "MeasureKrKeywordsResponse200",
    "MeasureKrKeywordsResponse200DataItem",
    "MeasureKrKeywordsResponse200DataItemMonthlySearches",
    "MeasureKrKeywordsResponse200DataItemMonthlySearchesBelow10Item",
    "MeasureKrKeywordsResponse200Quota",
    "MeasureKrKeywordsResponse200QuotaJudgeCalls",
    "MeasureKrKeywordsResponse200QuotaMeasured",
    "MeasureKrKeywordsResponse200UnmeasuredItem",
    "MeasureKrKeywordsResponse200UnmeasuredItemReason",
    "Media",
    "MediaFromUrlBody",
    "MediaKind",
    "MediaStatus",
    "MicroOptions",
    "MicroOptionsReplySettings",
    "OauthTokenBody",
    "OauthTokenBodyGrantType",
    "OauthTokenResponse200",
    "OauthTokenResponse400Type0",
    "OptionsByChannel",
    "PairExtensionBody",
    "PairExtensionResponse201",
    "PhotoOptions",
    "PhotoOptionsCoverMediaIdType1",
    "PhotoOptionsKind",
    "PhotoOptionsUserTagsItem",
    "Post",
    "PostErrorType0",
    "PostList",
    "PostNext",
    "PostOptions",
    "PostStatus",
    "PostTargetsItem",
    "PostTargetsItemBridge",
    "PostTargetsItemBridgeState",
    "PostTargetsItemRetrying",
    "PostTargetsItemStatus",
    "PostThread",
    "PostThreadItemsType0Item",
    "Presign",
    "PresignHeaders",
    "PresignMediaBody",
    "PresignNext",
    "PublishKrDraftBody",
    "PublishKrDraftBodyOpenType",
    "PublishPostBody",
    "ReceiveCommentWebhookResponse200",
    "RefreshAccountBody",
    "RefreshAccountResponse200",
    "RefreshAccountResponse200CandidatesItem",
    "RefreshAccountResponse200DataItem",
    "RefreshAccountResponse200DataItemError",
    "RefreshAccountResponse200DataItemStatus",
    "RefreshAccountResponse200Next",
    "RefreshAccountResponse202",
    "RefreshAccountResponse202CandidatesItem",
    "RefreshAccountResponse202DataItem",
    "RefreshAccountResponse202DataItemError",
    "RefreshAccountResponse202DataItemStatus",
    "RefreshAccountResponse202Next",
    "RegisterOAuthClientBody",
    "RegisterOAuthClientResponse201",
    "RegisterOAuthClientResponse400Type0",
    "ReplyToPostBody",
    "ReplyToPostResponse201",
    "ReplyToPostResponse201Kind",
    "ReplyToPostResponse201Next",
    "ReplyToPostResponse201ResultType0",
    "ReplyToPostResponse201Retrying",
    "ReplyToPostResponse201Status",
    "ReplyToPostResponse202",
    "ReplyToPostResponse202Kind",
    "ReplyToPostResponse202Next",
    "ReplyToPostResponse202ResultType0",
    "ReplyToPostResponse202Retrying",
    "ReplyToPostResponse202Status",
    "ResendVerificationBody",
    "RetryPostBody",
    "RevokeGrantResponse200",
    "SearchVidResearchFormat",
    "SearchVidResearchOrder",
    "SearchVidResearchPeriod",
    "SearchVidResearchResponse200",
    "SearchVidResearchResponse200Language",
    "SearchVidResearchResponse200Quota",
    "SearchVidResearchResponse200QuotaSearches",
    "SearchVidResearchResponse200QuotaUnits",
    "SearchVidResearchResponse200Search",
    "SearchVidResearchResponse200VideosItem",
    "SearchVidResearchResponse200VideosItemFormat",
    "SelectAccountsBody",
    "SelectAccountsBodyScopeType0",
    "SelectAccountsResponse200",
    "SelectAccountsResponse200AccountsItem",
    "SelectAccountsResponse200UnresolvedItem",
    "SelectAccountsResponse200UnresolvedItemCandidatesItem",
    "SignInBody",
    "SignInResponse201",
    "SignInResponse201Person",
    "SignInResponse201WorkspacesItem",
    "SignUpBody",
    "SignUpResponse201",
    "SignUpResponse201Verification",
    "SocialOptions",
    "SocialOptionsFeedTargeting",
    "SocialOptionsFeedTargetingGendersItem",
    "SocialOptionsKind",
    "StartPastCommentsResponse202",
    "StartPastCommentsResponse202Counts",
    "StartPastCommentsResponse202Deliver",
    "StartPastCommentsResponse202PastComments",
    "StartPastCommentsResponse202PastCommentsStatus",
    "StartPastCommentsResponse202Status",
    "StartPastCommentsResponse202Trigger",
    "StartPastCommentsResponse202TriggerKind",
    "StartPastCommentsResponse202TriggerMatch",
    "StopPastCommentsResponse200",
    "StopPastCommentsResponse200Counts",
    "StopPastCommentsResponse200Deliver",
    "StopPastCommentsResponse200PastComments",
    "StopPastCommentsResponse200PastCommentsStatus",
    "StopPastCommentsResponse200Status",
    "StopPastCommentsResponse200Trigger",
    "StopPastCommentsResponse200TriggerKind",
    "StopPastCommentsResponse200TriggerMatch",
    "StrandOptions",
    "StrandOptionsReplyControl",
    "StripeWebhookResponse200",
    "ThreadView",
    "ThreadViewChannelRepliesItem",
    "ThreadViewChannelRepliesItemDataItem",
    "ThreadViewChannelRepliesItemError",
    "ThreadViewMetricsItem",
    "ThreadViewMetricsItemError",
    "ThreadViewMetricsItemValuesType0",
    "UnfollowAccountBody",
    "UnfollowAccountResponse200",
    "UnfollowAccountResponse200Kind",
    "UnfollowAccountResponse200Next",
    "UnfollowAccountResponse200ResultType0",
    "UnfollowAccountResponse200Retrying",
    "UnfollowAccountResponse200Status",
    "UnfollowAccountResponse202",
    "UnfollowAccountResponse202Kind",
    "UnfollowAccountResponse202Next",
    "UnfollowAccountResponse202ResultType0",
    "UnfollowAccountResponse202Retrying",
    "UnfollowAccountResponse202Status",
    "UnhideReplyBody",
    "UnhideReplyResponse200",
    "UnhideReplyResponse200Kind",
    "UnhideReplyResponse200Next",
    "UnhideReplyResponse200ResultType0",
    "UnhideReplyResponse200Retrying",
    "UnhideReplyResponse200Status",
    "UnhideReplyResponse202",
    "UnhideReplyResponse202Kind",
    "UnhideReplyResponse202Next",
    "UnhideReplyResponse202ResultType0",
    "UnhideReplyResponse202Retrying",
    "UnhideReplyResponse202Status",
    "UnlikePostBody",
    "UnlikePostResponse200",
    "UnlikePostResponse200Kind",
    "UnlikePostResponse200Next",
    "UnlikePostResponse200ResultType0",
    "UnlikePostResponse200Retrying",
    "UnlikePostResponse200Status",
    "UnlikePostResponse202",
    "UnlikePostResponse202Kind",
    "UnlikePostResponse202Next",
    "UnlikePostResponse202ResultType0",
    "UnlikePostResponse202Retrying",
    "UnlikePostResponse202Status",
    "UpdateAutomationBody",
    "UpdateAutomationBodyDeliver",
    "UpdateAutomationBodyTrigger",
    "UpdateAutomationBodyTriggerKind",
    "UpdateAutomationBodyTriggerMatch",
    "UpdateAutomationResponse200",
    "UpdateAutomationResponse200Counts",
    "UpdateAutomationResponse200Deliver",
    "UpdateAutomationResponse200PastComments",
    "UpdateAutomationResponse200PastCommentsStatus",
    "UpdateAutomationResponse200Status",
    "UpdateAutomationResponse200Trigger",
    "UpdateAutomationResponse200TriggerKind",
    "UpdateAutomationResponse200TriggerMatch",
    "UpdateGrantBody",
    "UpdateGrantResponse200",
    "UpdateKeyBody",
    "UpdatePostBody",
    "UpdatePostBodyThreadItemsItem",
    "UploadLink",
    "UploadMediaBytesResponse200",
    "UploadMediaBytesResponse200Next",
    "VerifyEmailResponse200",
    "VidOptions",
    "VidOptionsPrivacyStatus",
    "VidOptionsThumbnail",
    "Workspace",
    "WorkspaceList",
)
