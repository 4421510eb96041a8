// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Resources/Swiftgen/Strings.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
// SwiftGen's generated code (L10n), as generated.
// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// swiftlint:disable superfluous_disable_command file_length implicit_return

// MARK: - Strings

// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
public enum L10n {
  /// Add
  public static var addButtonLabel: String { return L10n.tr("Localizable", "addButtonLabel") }
  /// Always Open
  public static var alwaysOpenLabel: String { return L10n.tr("Localizable", "always_open_label") }
  /// Cancel
  public static var cancelLabel: String { return L10n.tr("Localizable", "cancel_label") }
  /// Close
  public static var closeLabel: String { return L10n.tr("Localizable", "close_label") }
  /// Continue
  public static var continueLabel: String { return L10n.tr("Localizable", "continue_label") }
  /// Copy
  public static var copyLabel: String { return L10n.tr("Localizable", "copy_label") }
  /// Delete
  public static var delete: String { return L10n.tr("Localizable", "delete") }
  /// Done
  public static var doneLabel: String { return L10n.tr("Localizable", "done_label") }
  /// Error
  public static var errorLabel: String { return L10n.tr("Localizable", "error_label") }
  /// Help
  public static var helpLabel: String { return L10n.tr("Localizable", "help_label") }
  /// No
  public static var noLabel: String { return L10n.tr("Localizable", "no_label") }
  /// OK
  public static var okLabel: String { return L10n.tr("Localizable", "ok_label") }
  /// Open
  public static var openLabel: String { return L10n.tr("Localizable", "open_label") }
  /// Preview Output
  public static var previewOutput: String { return L10n.tr("Localizable", "preview_output") }
  /// Privacy
  public static var privacyLabel: String { return L10n.tr("Localizable", "privacyLabel") }
  /// Requires %@ or later.
  public static func requiresVersion(_ p1: Any) -> String {
    return L10n.tr("Localizable", "requires_version", String(describing: p1))
  }
  /// Retry
  public static var retryLabel: String { return L10n.tr("Localizable", "retry_label") }
  /// Save
  public static var saveLabel: String { return L10n.tr("Localizable", "save_label") }
  /// Unknown
  public static var unknownLabel: String { return L10n.tr("Localizable", "unknownLabel") }
  /// URL
  public static var urlLabel: String { return L10n.tr("Localizable", "url_label") }
  /// Yes
  public static var yesLabel: String { return L10n.tr("Localizable", "yes_label") }

  public enum About {
    /// About
    public static var title: String { return L10n.tr("Localizable", "about.title") }
    public enum Acknowledgements {
      /// Acknowledgements
      public static var title: String { return L10n.tr("Localizable", "about.acknowledgements.title") }
    }
    public enum Beta {
      /// Join Beta
      public static var title: String { return L10n.tr("Localizable", "about.beta.title") }
    }
    public enum Chat {
      /// Chat
      public static var title: String { return L10n.tr("Localizable", "about.chat.title") }
    }
    public enum Documentation {
      /// Documentation
      public static var title: String { return L10n.tr("Localizable", "about.documentation.title") }
    }
    public enum EasterEgg {
      /// i love you
      public static var message: String { return L10n.tr("Localizable", "about.easter_egg.message") }
      /// You found me!
      public static var title: String { return L10n.tr("Localizable", "about.easter_egg.title") }
    }
    public enum Forums {
      /// Forums
      public static var title: String { return L10n.tr("Localizable", "about.forums.title") }
    }
    public enum Github {
      /// GitHub
      public static var title: String { return L10n.tr("Localizable", "about.github.title") }
    }
    public enum GithubIssueTracker {
      /// GitHub Issue Tracker
      public static var title: String { return L10n.tr("Localizable", "about.github_issue_tracker.title") }
    }
    public enum HelpLocalize {
      /// Help localize the app!
      public static var title: String { return L10n.tr("Localizable", "about.help_localize.title") }
    }
    public enum HomeAssistantOnFacebook {
      /// Home Assistant on Facebook
      public static var title: String { return L10n.tr("Localizable", "about.home_assistant_on_facebook.title") }
    }
    public enum HomeAssistantOnTwitter {
      /// Home Assistant on Twitter
      public static var title: String { return L10n.tr("Localizable", "about.home_assistant_on_twitter.title") }
    }
    public enum Logo {
      /// Home Assistant Companion
      public static var appTitle: String { return L10n.tr("Localizable", "about.logo.app_title") }
      /// Home Assistant
      public static var title: String { return L10n.tr("Localizable", "about.logo.title") }
    }
    public enum Review {
      /// Leave a review
      public static var title: String { return L10n.tr("Localizable", "about.review.title") }
    }
    public enum Website {
      /// Website
      public static var title: String { return L10n.tr("Localizable", "about.website.title") }
    }
  }

  public enum ActionsConfigurator {
    /// New Action
    public static var title: String { return L10n.tr("Localizable", "actions_configurator.title") }
    public enum Action {
      /// Define what will be executed when Action is performed, alternatively you can use the example trigger below manually.
      public static var footer: String { return L10n.tr("Localizable", "actions_configurator.action.footer") }
      /// Execute
      public static var title: String { return L10n.tr("Localizable", "actions_configurator.action.title") }
    }
    public enum Rows {
      public enum BackgroundColor {
        /// Background Color
        public static var title: String { return L10n.tr("Localizable", "actions_configurator.rows.background_color.title") }
      }
      public enum Icon {
        /// Icon
        public static var title: String { return L10n.tr("Localizable", "actions_configurator.rows.icon.title") }
      }
      public enum IconColor {
        /// Icon Color
        public static var title: String { return L10n.tr("Localizable", "actions_configurator.rows.icon_color.title") }
      }
      public enum Name {
        /// Name
        public static var title: String { return L10n.tr("Localizable", "actions_configurator.rows.name.title") }
      }
      public enum Text {
        /// Text
        public static var title: String { return L10n.tr("Localizable", "actions_configurator.rows.text.title") }
      }
      public enum TextColor {
        /// Text Color
        public static var title: String { return L10n.tr("Localizable", "actions_configurator.rows.text_color.title") }
      }
    }
    public enum TriggerExample {
      /// Share Contents
      public static var share: String { return L10n.tr("Localizable", "actions_configurator.trigger_example.share") }
      /// Example Trigger
      public static var title: String { return L10n.tr("Localizable", "actions_configurator.trigger_example.title") }
    }
    public enum VisualSection {
      /// You can also change these by customizing the Scene attributes: %@
      public static func sceneHintFooter(_ p1: Any) -> String {
        return L10n.tr("Localizable", "actions_configurator.visual_section.scene_hint_footer", String(describing: p1))
      }
    }
  }

  public enum Alert {
    public enum Confirmation {
      public enum DeleteEntities {
        /// This will clean your entities from database and it will only reload the next time you open the app from zero.
        public static var message: String { return L10n.tr("Localizable", "alert.confirmation.delete_entities.message") }
      }
      public enum Generic {
        /// Are you sure?
        public static var title: String { return L10n.tr("Localizable", "alert.confirmation.generic.title") }
      }
    }
  }

  public enum Alerts {
    public enum ActionAutomationEditor {
      public enum Unavailable {
        /// To automatically create an automation for an Action please update your Home Assistant to at least version 2024.2
        public static var body: String { return L10n.tr("Localizable", "alerts.action_automation_editor.unavailable.body") }
        /// Please update Home Assistant
        public static var title: String { return L10n.tr("Localizable", "alerts.action_automation_editor.unavailable.title") }
      }
    }
    public enum Alert {
      /// OK
      public static var ok: String { return L10n.tr("Localizable", "alerts.alert.ok") }
    }
    public enum AuthRequired {
      /// The server has rejected your credentials, and you must sign in again to continue.
      public static var message: String { return L10n.tr("Localizable", "alerts.auth_required.message") }
      /// You must sign in to continue
      public static var title: String { return L10n.tr("Localizable", "alerts.auth_required.title") }
    }
    public enum Confirm {
      /// Cancel
      public static var cancel: String { return L10n.tr("Localizable", "alerts.confirm.cancel") }
      /// Confirm
      public static var confirm: String { return L10n.tr("Localizable", "alerts.confirm.confirm") }
      /// OK
      public static var ok: String { return L10n.tr("Localizable", "alerts.confirm.ok") }
    }
    public enum Deprecations {
      public enum NotificationCategory {
        /// You must migrate to actions defined in the notification itself before %1$@.
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "alerts.deprecations.notification_category.message", String(describing: p1))
        }
        /// Notification Categories are deprecated
        public static var title: String { return L10n.tr("Localizable", "alerts.deprecations.notification_category.title") }
      }
    }
    public enum NavigationError {
      /// This page cannot be displayed because it's outside your Home Assistant server or the page was not found.
      public static var message: String { return L10n.tr("Localizable", "alerts.navigation_error.message") }
      /// Navigation Error
      public static var title: String { return L10n.tr("Localizable", "alerts.navigation_error.title") }
    }
    public enum OpenUrlFromDeepLink {
      /// Tap server to open (%@) deep link URL?
      public static func message(_ p1: Any) -> String {
        return L10n.tr("Localizable", "alerts.open_url_from_deep_link.message", String(describing: p1))
      }
      /// Choose which server should open this link
      public static var selectServer: String { return L10n.tr("Localizable", "alerts.open_url_from_deep_link.select_server") }
    }
    public enum OpenUrlFromNotification {
      /// Open URL (%@) found in notification?
      public static func message(_ p1: Any) -> String {
        return L10n.tr("Localizable", "alerts.open_url_from_notification.message", String(describing: p1))
      }
      /// Choose which server should open this notification link
      public static var selectServer: String { return L10n.tr("Localizable", "alerts.open_url_from_notification.select_server") }
      /// Open URL?
      public static var title: String { return L10n.tr("Localizable", "alerts.open_url_from_notification.title") }
    }
    public enum Prompt {
      /// Cancel
      public static var cancel: String { return L10n.tr("Localizable", "alerts.prompt.cancel") }
      /// OK
      public static var ok: String { return L10n.tr("Localizable", "alerts.prompt.ok") }
    }
  }

  public enum Announcement {
    public enum DropSupport {
      /// Continue
      public static var button: String { return L10n.tr("Localizable", "announcement.drop_support.button") }
      /// After careful consideration, we will be discontinuing support for iOS 12, 13 and 14 in our upcoming updates.
      public static var subtitle: String { return L10n.tr("Localizable", "announcement.drop_support.subtitle") }
      /// Important update
      public static var title: String { return L10n.tr("Localizable", "announcement.drop_support.title") }
    }
  }

  public enum AppIntents {
    public enum Assist {
      public enum Pipeline {
        /// Pipeline
        public static var title: String { return L10n.tr("Localizable", "app_intents.assist.pipeline.title") }
        public enum Default {
          /// Default
          public static var title: String { return L10n.tr("Localizable", "app_intents.assist.pipeline.default.title") }
        }
      }
      public enum Pipelines {
        /// Pipelines
        public static var title: String { return L10n.tr("Localizable", "app_intents.assist.pipelines.title") }
      }
      public enum PreferredPipeline {
        /// Preferred
        public static var title: String { return L10n.tr("Localizable", "app_intents.assist.preferred_pipeline.title") }
      }
      public enum RefreshWarning {
        /// Can't find your Assist pipeline? Open Assist in the app to refresh pipelines list.
        public static var title: String { return L10n.tr("Localizable", "app_intents.assist.refresh_warning.title") }
      }
    }
    public enum AssistPrompt {
      /// Send a text prompt to Assist
      public static var description: String { return L10n.tr("Localizable", "app_intents.assist_prompt.description") }
      /// Assist prompt
      public static var title: String { return L10n.tr("Localizable", "app_intents.assist_prompt.title") }
      public enum Prompt {
        /// Prompt
        public static var title: String { return L10n.tr("Localizable", "app_intents.assist_prompt.prompt.title") }
      }
    }
    public enum Automations {
      public enum Automation {
        /// Automation
        public static var title: String { return L10n.tr("Localizable", "app_intents.automations.automation.title") }
      }
      public enum FailureMessage {
        /// Automation "%@" failed to execute, please check your logs.
        public static func content(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.automations.failure_message.content", String(describing: p1))
        }
      }
      public enum Icon {
        /// Icon
        public static var title: String { return L10n.tr("Localizable", "app_intents.automations.icon.title") }
      }
      public enum Parameter {
        public enum Automation {
          /// Automation
          public static var title: String { return L10n.tr("Localizable", "app_intents.automations.parameter.automation.title") }
        }
      }
      public enum SuccessMessage {
        /// Automation "%@" executed.
        public static func content(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.automations.success_message.content", String(describing: p1))
        }
      }
    }
    public enum Calendar {
      public enum CreateEvent {
        /// Add an event to a Home Assistant calendar
        public static var description: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.description") }
        /// Added %@ to %@
        public static func responseSuccess(_ p1: Any, _ p2: Any) -> String {
          return L10n.tr("Localizable", "app_intents.calendar.create_event.response_success", String(describing: p1), String(describing: p2))
        }
        /// Add calendar event
        public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.title") }
        public enum AllDay {
          /// All-day
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.all_day.title") }
        }
        public enum End {
          /// Ends
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.end.title") }
        }
        public enum EventDescription {
          /// Description
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.event_description.title") }
        }
        public enum Location {
          /// Location
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.location.title") }
        }
        public enum Repeat {
          /// Repeat
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.repeat.title") }
        }
        public enum Start {
          /// Starts
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.start.title") }
        }
        public enum Summary {
          /// Title
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.create_event.summary.title") }
        }
      }
      public enum DeleteEvent {
        /// Delete an event from a Home Assistant calendar
        public static var description: String { return L10n.tr("Localizable", "app_intents.calendar.delete_event.description") }
        /// Deleted %@ from %@
        public static func responseSuccess(_ p1: Any, _ p2: Any) -> String {
          return L10n.tr("Localizable", "app_intents.calendar.delete_event.response_success", String(describing: p1), String(describing: p2))
        }
        /// Delete calendar event
        public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.delete_event.title") }
        public enum Scope {
          /// This and all future events
          public static var thisAndFuture: String { return L10n.tr("Localizable", "app_intents.calendar.delete_event.scope.this_and_future") }
          /// This event only
          public static var thisEvent: String { return L10n.tr("Localizable", "app_intents.calendar.delete_event.scope.this_event") }
          /// Delete
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.delete_event.scope.title") }
        }
      }
      public enum Entity {
        /// Calendar
        public static var name: String { return L10n.tr("Localizable", "app_intents.calendar.entity.name") }
      }
      public enum Error {
        /// %@ does not allow adding events
        public static func createUnsupported(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.calendar.error.create_unsupported", String(describing: p1))
        }
        /// %@ does not allow deleting events
        public static func deleteUnsupported(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.calendar.error.delete_unsupported", String(describing: p1))
        }
        /// %@ cannot be deleted because Home Assistant did not give it an identifier
        public static func eventNotDeletable(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.calendar.error.event_not_deletable", String(describing: p1))
        }
        /// %1$@ is not an event on %2$@
        public static func eventNotInCalendar(_ p1: Any, _ p2: Any) -> String {
          return L10n.tr("Localizable", "app_intents.calendar.error.event_not_in_calendar", String(describing: p1), String(describing: p2))
        }
        /// The end must not be before the start
        public static var invalidDuration: String { return L10n.tr("Localizable", "app_intents.calendar.error.invalid_duration") }
        /// That calendar is no longer available
        public static var unknownCalendar: String { return L10n.tr("Localizable", "app_intents.calendar.error.unknown_calendar") }
        /// The end must be after the start
        public static var zeroDuration: String { return L10n.tr("Localizable", "app_intents.calendar.error.zero_duration") }
      }
      public enum Event {
        public enum Entity {
          /// Calendar event
          public static var name: String { return L10n.tr("Localizable", "app_intents.calendar.event.entity.name") }
        }
      }
      public enum GetEvents {
        /// Get the events on a Home Assistant calendar between two dates
        public static var description: String { return L10n.tr("Localizable", "app_intents.calendar.get_events.description") }
        /// Get calendar events
        public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.get_events.title") }
        public enum End {
          /// To
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.get_events.end.title") }
        }
        public enum Start {
          /// From
          public static var title: String { return L10n.tr("Localizable", "app_intents.calendar.get_events.start.title") }
        }
      }
      public enum Repeat {
        /// Daily
        public static var daily: String { return L10n.tr("Localizable", "app_intents.calendar.repeat.daily") }
        /// Monthly
        public static var monthly: String { return L10n.tr("Localizable", "app_intents.calendar.repeat.monthly") }
        /// No repeat
        public static var `none`: String { return L10n.tr("Localizable", "app_intents.calendar.repeat.none") }
        /// Weekly
        public static var weekly: String { return L10n.tr("Localizable", "app_intents.calendar.repeat.weekly") }
        /// Yearly
        public static var yearly: String { return L10n.tr("Localizable", "app_intents.calendar.repeat.yearly") }
      }
    }
    public enum ClosedStateIcon {
      /// Icon for closed state
      public static var title: String { return L10n.tr("Localizable", "app_intents.closed_state_icon.title") }
    }
    public enum Controls {
      public enum Assist {
        /// Assist in app
        public static var title: String { return L10n.tr("Localizable", "app_intents.controls.assist.title") }
        public enum Parameter {
          /// With voice
          public static var withVoice: String { return L10n.tr("Localizable", "app_intents.controls.assist.parameter.with_voice") }
        }
      }
    }
    public enum Cover {
      /// Cover
      public static var title: String { return L10n.tr("Localizable", "app_intents.cover.title") }
    }
    public enum Error {
      /// Failed servers: %@
      public static func failedServers(_ p1: Any) -> String {
        return L10n.tr("Localizable", "app_intents.error.failed_servers", String(describing: p1))
      }
      /// Home Assistant returned HTTP %li
      public static func httpStatus(_ p1: Int) -> String {
        return L10n.tr("Localizable", "app_intents.error.http_status", p1)
      }
      /// Unexpected response from Home Assistant
      public static var invalidResponse: String { return L10n.tr("Localizable", "app_intents.error.invalid_response") }
      /// No server provided
      public static var noServer: String { return L10n.tr("Localizable", "app_intents.error.no_server") }
      /// Timed out after %li seconds
      public static func timedOut(_ p1: Int) -> String {
        return L10n.tr("Localizable", "app_intents.error.timed_out", p1)
      }
      /// Could not get an access token for this server
      public static var tokenUnavailable: String { return L10n.tr("Localizable", "app_intents.error.token_unavailable") }
    }
    public enum Fan {
      /// Fan
      public static var title: String { return L10n.tr("Localizable", "app_intents.fan.title") }
      public enum OffStateIcon {
        /// Icon for off state
        public static var title: String { return L10n.tr("Localizable", "app_intents.fan.off_state_icon.title") }
      }
      public enum OnStateIcon {
        /// Icon for on state
        public static var title: String { return L10n.tr("Localizable", "app_intents.fan.on_state_icon.title") }
      }
    }
    public enum FireEvent {
      /// Fire an event on a Home Assistant server
      public static var description: String { return L10n.tr("Localizable", "app_intents.fire_event.description") }
      /// Fired event %@
      public static func responseSuccess(_ p1: Any) -> String {
        return L10n.tr("Localizable", "app_intents.fire_event.response_success", String(describing: p1))
      }
      /// Fire event
      public static var title: String { return L10n.tr("Localizable", "app_intents.fire_event.title") }
      public enum Error {
        /// Unable to parse event data
        public static var invalidPayload: String { return L10n.tr("Localizable", "app_intents.fire_event.error.invalid_payload") }
      }
      public enum EventData {
        /// JSON data to send with the event
        public static var description: String { return L10n.tr("Localizable", "app_intents.fire_event.event_data.description") }
        /// Event data
        public static var title: String { return L10n.tr("Localizable", "app_intents.fire_event.event_data.title") }
      }
      public enum EventName {
        /// Event name
        public static var title: String { return L10n.tr("Localizable", "app_intents.fire_event.event_name.title") }
      }
    }
    public enum FocusFilter {
      /// Reports the Focus name you pick to Home Assistant while this Focus is on.
      public static var description: String { return L10n.tr("Localizable", "app_intents.focus_filter.description") }
      /// Report Focus name
      public static var title: String { return L10n.tr("Localizable", "app_intents.focus_filter.title") }
      public enum Display {
        /// No Focus name picked
        public static var `none`: String { return L10n.tr("Localizable", "app_intents.focus_filter.display.none") }
      }
      public enum Entity {
        /// Focus name
        public static var name: String { return L10n.tr("Localizable", "app_intents.focus_filter.entity.name") }
      }
      public enum FocusName {
        /// Focus name
        public static var title: String { return L10n.tr("Localizable", "app_intents.focus_filter.focus_name.title") }
      }
    }
    public enum GetCameraSnapshot {
      /// Get a single still frame from a camera
      public static var description: String { return L10n.tr("Localizable", "app_intents.get_camera_snapshot.description") }
      /// Get camera snapshot
      public static var title: String { return L10n.tr("Localizable", "app_intents.get_camera_snapshot.title") }
      public enum Camera {
        /// Camera
        public static var title: String { return L10n.tr("Localizable", "app_intents.get_camera_snapshot.camera.title") }
      }
      public enum Error {
        /// Image could not be converted to PNG
        public static var pngConversion: String { return L10n.tr("Localizable", "app_intents.get_camera_snapshot.error.png_conversion") }
      }
    }
    public enum HapticConfirmation {
      /// Haptic confirmation
      public static var title: String { return L10n.tr("Localizable", "app_intents.haptic_confirmation.title") }
    }
    public enum Icon {
      /// Icon
      public static var title: String { return L10n.tr("Localizable", "app_intents.icon.title") }
    }
    public enum Intent {
      public enum Cover {
        /// Control cover
        public static var title: String { return L10n.tr("Localizable", "app_intents.intent.cover.title") }
      }
      public enum Fan {
        /// Control fan
        public static var title: String { return L10n.tr("Localizable", "app_intents.intent.fan.title") }
      }
      public enum Light {
        /// Control light
        public static var title: String { return L10n.tr("Localizable", "app_intents.intent.light.title") }
      }
      public enum Switch {
        /// Control switch
        public static var title: String { return L10n.tr("Localizable", "app_intents.intent.switch.title") }
      }
    }
    public enum Lights {
      public enum Light {
        /// Target state
        public static var target: String { return L10n.tr("Localizable", "app_intents.lights.light.target") }
        /// Light
        public static var title: String { return L10n.tr("Localizable", "app_intents.lights.light.title") }
      }
      public enum OffStateIcon {
        /// Icon for off state
        public static var title: String { return L10n.tr("Localizable", "app_intents.lights.off_state_icon.title") }
      }
      public enum OnStateIcon {
        /// Icon for on state
        public static var title: String { return L10n.tr("Localizable", "app_intents.lights.on_state_icon.title") }
      }
    }
    public enum NotifyWhenRun {
      /// Shows notification after executed
      public static var description: String { return L10n.tr("Localizable", "app_intents.notify_when_run.description") }
      /// Notify when run
      public static var title: String { return L10n.tr("Localizable", "app_intents.notify_when_run.title") }
    }
    public enum OpenAppSettings {
      /// Opens the companion app directly in its settings
      public static var description: String { return L10n.tr("Localizable", "app_intents.open_app_settings.description") }
      /// Open app settings
      public static var title: String { return L10n.tr("Localizable", "app_intents.open_app_settings.title") }
    }
    public enum OpenExperimentalDashboard {
      /// Opens the experimental dashboard
      public static var description: String { return L10n.tr("Localizable", "app_intents.open_experimental_dashboard.description") }
      /// Open Experimental Dashboard
      public static var title: String { return L10n.tr("Localizable", "app_intents.open_experimental_dashboard.title") }
    }
    public enum OpenStateIcon {
      /// Icon for open state
      public static var title: String { return L10n.tr("Localizable", "app_intents.open_state_icon.title") }
    }
    public enum PerformAction {
      /// Which action?
      public static var actionParameterConfiguration: String { return L10n.tr("Localizable", "app_intents.perform_action.action_parameter_configuration") }
      /// Just to confirm, you wanted ‘%@’?
      public static func actionParameterConfirmation(_ p1: Any) -> String {
        return L10n.tr("Localizable", "app_intents.perform_action.action_parameter_confirmation", String(describing: p1))
      }
      /// There are %@ options matching ‘%@’.
      public static func actionParameterDisambiguationIntro(_ p1: Any, _ p2: Any) -> String {
        return L10n.tr("Localizable", "app_intents.perform_action.action_parameter_disambiguation_intro", String(describing: p1), String(describing: p2))
      }
      /// Perform an action on a Home Assistant server
      public static var description: String { return L10n.tr("Localizable", "app_intents.perform_action.description") }
      /// Failed: %@
      public static func responseFailure(_ p1: Any) -> String {
        return L10n.tr("Localizable", "app_intents.perform_action.response_failure", String(describing: p1))
      }
      /// Done
      public static var responseSuccess: String { return L10n.tr("Localizable", "app_intents.perform_action.response_success") }
      /// Perform action
      public static var title: String { return L10n.tr("Localizable", "app_intents.perform_action.title") }
      public enum Action {
        /// Action
        public static var title: String { return L10n.tr("Localizable", "app_intents.perform_action.action.title") }
      }
      public enum Error {
        /// Invalid action name
        public static var invalidAction: String { return L10n.tr("Localizable", "app_intents.perform_action.error.invalid_action") }
        /// Unable to parse action data
        public static var invalidPayload: String { return L10n.tr("Localizable", "app_intents.perform_action.error.invalid_payload") }
      }
      public enum Payload {
        /// JSON data to send with the action
        public static var description: String { return L10n.tr("Localizable", "app_intents.perform_action.payload.description") }
        /// Action data
        public static var title: String { return L10n.tr("Localizable", "app_intents.perform_action.payload.title") }
      }
    }
    public enum RenderTemplate {
      /// Render a Home Assistant template. Only users with the admin role can perform this action.
      public static var description: String { return L10n.tr("Localizable", "app_intents.render_template.description") }
      /// Render template
      public static var title: String { return L10n.tr("Localizable", "app_intents.render_template.title") }
      public enum Template {
        /// Template
        public static var title: String { return L10n.tr("Localizable", "app_intents.render_template.template.title") }
      }
    }
    public enum Scenes {
      /// Run Scene
      public static var title: String { return L10n.tr("Localizable", "app_intents.scenes.title") }
      public enum FailureMessage {
        /// Scene "%@" failed to execute, please check your logs.
        public static func content(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.scenes.failure_message.content", String(describing: p1))
        }
      }
      public enum Icon {
        /// Icon
        public static var title: String { return L10n.tr("Localizable", "app_intents.scenes.icon.title") }
      }
      public enum Parameter {
        public enum Scene {
          /// Scene
          public static var title: String { return L10n.tr("Localizable", "app_intents.scenes.parameter.scene.title") }
        }
      }
      public enum RequiresConfirmationBeforeRun {
        /// Requires manual confirmation before running the scene.
        public static var description: String { return L10n.tr("Localizable", "app_intents.scenes.requires_confirmation_before_run.description") }
        /// Confirm before run
        public static var title: String { return L10n.tr("Localizable", "app_intents.scenes.requires_confirmation_before_run.title") }
      }
      public enum Scene {
        /// Scene
        public static var title: String { return L10n.tr("Localizable", "app_intents.scenes.scene.title") }
      }
      public enum SuccessMessage {
        /// Scene "%@" executed.
        public static func content(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.scenes.success_message.content", String(describing: p1))
        }
      }
    }
    public enum Scripts {
      public enum FailureMessage {
        /// Script "%@" failed to execute, please check your logs.
        public static func content(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.scripts.failure_message.content", String(describing: p1))
        }
      }
      public enum HapticConfirmation {
        /// Haptic confirmation
        public static var title: String { return L10n.tr("Localizable", "app_intents.scripts.haptic_confirmation.title") }
      }
      public enum Icon {
        /// Icon
        public static var title: String { return L10n.tr("Localizable", "app_intents.scripts.icon.title") }
      }
      public enum RequiresConfirmationBeforeRun {
        /// Requires manual confirmation before running the script.
        public static var description: String { return L10n.tr("Localizable", "app_intents.scripts.requires_confirmation_before_run.description") }
        /// Confirm before run
        public static var title: String { return L10n.tr("Localizable", "app_intents.scripts.requires_confirmation_before_run.title") }
      }
      public enum Script {
        /// Run Script
        public static var title: String { return L10n.tr("Localizable", "app_intents.scripts.script.title") }
      }
      public enum ShowConfirmationDialog {
        /// Shows confirmation notification after executed
        public static var description: String { return L10n.tr("Localizable", "app_intents.scripts.show_confirmation_dialog.description") }
        /// Confirmation notification
        public static var title: String { return L10n.tr("Localizable", "app_intents.scripts.show_confirmation_dialog.title") }
      }
      public enum SuccessMessage {
        /// Script "%@" executed.
        public static func content(_ p1: Any) -> String {
          return L10n.tr("Localizable", "app_intents.scripts.success_message.content", String(describing: p1))
        }
      }
    }
    public enum Server {
      /// Server
      public static var title: String { return L10n.tr("Localizable", "app_intents.server.title") }
    }
    public enum ShowConfirmationDialog {
      /// Shows confirmation notification after executed
      public static var description: String { return L10n.tr("Localizable", "app_intents.show_confirmation_dialog.description") }
      /// Confirmation notification
      public static var title: String { return L10n.tr("Localizable", "app_intents.show_confirmation_dialog.title") }
    }
    public enum ShowEntityDetails {
      /// Show Entity Details
      public static var title: String { return L10n.tr("Localizable", "app_intents.show_entity_details.title") }
      public enum Parameter {
        /// Entity
        public static var entity: String { return L10n.tr("Localizable", "app_intents.show_entity_details.parameter.entity") }
      }
    }
    public enum State {
      /// Target state
      public static var target: String { return L10n.tr("Localizable", "app_intents.state.target") }
      /// Toggle
      public static var toggle: String { return L10n.tr("Localizable", "app_intents.state.toggle") }
    }
    public enum Switch {
      /// Switch
      public static var title: String { return L10n.tr("Localizable", "app_intents.switch.title") }
    }
    public enum UpdateLocation {
      /// Send a location update to Home Assistant
      public static var description: String { return L10n.tr("Localizable", "app_intents.update_location.description") }
      /// Updated location on all servers
      public static var success: String { return L10n.tr("Localizable", "app_intents.update_location.success") }
      /// Update location
      public static var title: String { return L10n.tr("Localizable", "app_intents.update_location.title") }
      public enum Location {
        /// Location
        public static var title: String { return L10n.tr("Localizable", "app_intents.update_location.location.title") }
      }
    }
    public enum UpdateSensors {
      /// Send a sensor update to Home Assistant
      public static var description: String { return L10n.tr("Localizable", "app_intents.update_sensors.description") }
      /// Updated sensors on all servers
      public static var success: String { return L10n.tr("Localizable", "app_intents.update_sensors.success") }
      /// Update sensors
      public static var title: String { return L10n.tr("Localizable", "app_intents.update_sensors.title") }
    }
  }

  public enum Assist {
    public enum Button {
      public enum FinishRecording {
        /// Tap to finish recording...
        public static var title: String { return L10n.tr("Localizable", "assist.button.finish_recording.title") }
      }
      public enum Listening {
        /// Listening...
        public static var title: String { return L10n.tr("Localizable", "assist.button.listening.title") }
      }
    }
    public enum Carplay {
      public enum PlaybackHelp {
        /// If you encounter audio playback issues, open CarPlay settings in the Home Assistant Companion app, tap Advanced, open Assist, and change TTS Playback to Download and play.
        public static var message: String { return L10n.tr("Localizable", "assist.carplay.playback_help.message") }
        /// Audio Playback Help
        public static var title: String { return L10n.tr("Localizable", "assist.carplay.playback_help.title") }
        public enum ChangePlayback {
          /// Choose Download and play if Stream does not play audio in your car.
          public static var detail: String { return L10n.tr("Localizable", "assist.carplay.playback_help.change_playback.detail") }
          /// TTS Playback
          public static var title: String { return L10n.tr("Localizable", "assist.carplay.playback_help.change_playback.title") }
        }
        public enum GoToAdvanced {
          /// Open Advanced, then Assist.
          public static var detail: String { return L10n.tr("Localizable", "assist.carplay.playback_help.go_to_advanced.detail") }
          /// Advanced > Assist
          public static var title: String { return L10n.tr("Localizable", "assist.carplay.playback_help.go_to_advanced.title") }
        }
        public enum GoToTroubleshooting {
          /// Open Troubleshooting, then Assist.
          public static var detail: String { return L10n.tr("Localizable", "assist.carplay.playback_help.go_to_troubleshooting.detail") }
          /// Troubleshooting > Assist
          public static var title: String { return L10n.tr("Localizable", "assist.carplay.playback_help.go_to_troubleshooting.title") }
        }
        public enum OpenApp {
          /// Open CarPlay settings in the Home Assistant Companion app.
          public static var detail: String { return L10n.tr("Localizable", "assist.carplay.playback_help.open_app.detail") }
          /// Companion app
          public static var title: String { return L10n.tr("Localizable", "assist.carplay.playback_help.open_app.title") }
        }
      }
      public enum Processing {
        /// Processing...
        public static var title: String { return L10n.tr("Localizable", "assist.carplay.processing.title") }
      }
      public enum Responding {
        /// Responding...
        public static var title: String { return L10n.tr("Localizable", "assist.carplay.responding.title") }
      }
      public enum TapToRecord {
        /// Tap to record
        public static var title: String { return L10n.tr("Localizable", "assist.carplay.tap_to_record.title") }
      }
    }
    public enum Error {
      /// Failed to obtain Assist pipelines, please check your pipelines configuration.
      public static var pipelinesResponse: String { return L10n.tr("Localizable", "assist.error.pipelines_response") }
    }
    public enum ModernUi {
      public enum Header {
        /// Assist
        public static var title: String { return L10n.tr("Localizable", "assist.modern_ui.header.title") }
      }
      public enum Pipeline {
        /// Pipeline
        public static var label: String { return L10n.tr("Localizable", "assist.modern_ui.pipeline.label") }
      }
      public enum TextField {
        /// Ask me anything...
        public static var placeholder: String { return L10n.tr("Localizable", "assist.modern_ui.text_field.placeholder") }
      }
    }
    public enum PipelinesPicker {
      /// Assist Pipelines
      public static var title: String { return L10n.tr("Localizable", "assist.pipelines_picker.title") }
    }
    public enum Settings {
      /// Assist Settings
      public static var title: String { return L10n.tr("Localizable", "assist.settings.title") }
      public enum Labs {
        /// Labs
        public static var header: String { return L10n.tr("Localizable", "assist.settings.labs.header") }
      }
      public enum ModernUi {
        /// Enable the new modern interface design for Assist. This is a labs feature and may have limited functionality as well as it can be removed without previous notice.
        public static var footer: String { return L10n.tr("Localizable", "assist.settings.modern_ui.footer") }
        /// Labs
        public static var header: String { return L10n.tr("Localizable", "assist.settings.modern_ui.header") }
        /// Experimental UI
        public static var toggle: String { return L10n.tr("Localizable", "assist.settings.modern_ui.toggle") }
        public enum Theme {
          /// Theme
          public static var label: String { return L10n.tr("Localizable", "assist.settings.modern_ui.theme.label") }
        }
      }
      public enum OnDeviceStt {
        /// Use Apple's on-device speech recognition for improved privacy. Your voice will be processed locally and transcribed to text before being sent to your server. Not all languages are supported.
        public static var footer: String { return L10n.tr("Localizable", "assist.settings.on_device_stt.footer") }
        /// Language
        public static var language: String { return L10n.tr("Localizable", "assist.settings.on_device_stt.language") }
        /// On-device STT
        public static var title: String { return L10n.tr("Localizable", "assist.settings.on_device_stt.title") }
        /// Enable on-device Speech-to-Text
        public static var toggle: String { return L10n.tr("Localizable", "assist.settings.on_device_stt.toggle") }
      }
      public enum OnDeviceTts {
        /// Default
        public static var defaultVoice: String { return L10n.tr("Localizable", "assist.settings.on_device_tts.default_voice") }
        /// Use Apple's on-device speech synthesis for improved privacy. Text responses will be spoken locally without sending audio data to your server.
        public static var footer: String { return L10n.tr("Localizable", "assist.settings.on_device_tts.footer") }
        /// On-device TTS
        public static var title: String { return L10n.tr("Localizable", "assist.settings.on_device_tts.title") }
        /// Voice
        public static var voice: String { return L10n.tr("Localizable", "assist.settings.on_device_tts.voice") }
        public enum Quality {
          /// Enhanced
          public static var enhanced: String { return L10n.tr("Localizable", "assist.settings.on_device_tts.quality.enhanced") }
          /// Premium
          public static var premium: String { return L10n.tr("Localizable", "assist.settings.on_device_tts.quality.premium") }
        }
      }
      public enum Section {
        public enum Experimental {
          /// Experimental
          public static var title: String { return L10n.tr("Localizable", "assist.settings.section.experimental.title") }
        }
        public enum Labs {
          /// More
          public static var title: String { return L10n.tr("Localizable", "assist.settings.section.labs.title") }
        }
      }
      public enum StartMode {
        /// Auto
        public static var auto: String { return L10n.tr("Localizable", "assist.settings.start_mode.auto") }
        /// Controls how Assist starts when you trigger it from a Home Assistant dashboard. "Auto" follows what the dashboard asks for, while "Voice" and "Text" always override it. This does not apply to widgets, shortcuts or other app features.
        public static var footer: String { return L10n.tr("Localizable", "assist.settings.start_mode.footer") }
        /// Text
        public static var text: String { return L10n.tr("Localizable", "assist.settings.start_mode.text") }
        /// Assist start mode
        public static var title: String { return L10n.tr("Localizable", "assist.settings.start_mode.title") }
        /// Voice
        public static var voice: String { return L10n.tr("Localizable", "assist.settings.start_mode.voice") }
      }
      public enum TtsMute {
        /// When enabled, Assist will not play audio responses even if the pipeline has text-to-speech configured. You will still see text responses.
        public static var footer: String { return L10n.tr("Localizable", "assist.settings.tts_mute.footer") }
        /// Mute voice responses
        public static var toggle: String { return L10n.tr("Localizable", "assist.settings.tts_mute.toggle") }
      }
    }
    public enum Watch {
      public enum MicButton {
        /// Tap to
        public static var title: String { return L10n.tr("Localizable", "assist.watch.mic_button.title") }
      }
      public enum NotReachable {
        /// Assist requires iPhone connectivity. Your iPhone is currently unreachable.
        public static var title: String { return L10n.tr("Localizable", "assist.watch.not_reachable.title") }
      }
      public enum Volume {
        /// Volume control
        public static var title: String { return L10n.tr("Localizable", "assist.watch.volume.title") }
      }
    }
  }

  public enum AssistPipelinePicker {
    /// No pipelines available
    public static var noPipelines: String { return L10n.tr("Localizable", "assist_pipeline_picker.no_pipelines") }
    /// Pick pipeline
    public static var placeholder: String { return L10n.tr("Localizable", "assist_pipeline_picker.placeholder") }
  }

  public enum CameraList {
    /// Cameras
    public static var title: String { return L10n.tr("Localizable", "camera_list.title") }
    public enum Edit {
      public enum Off {
        /// Edit
        public static var title: String { return L10n.tr("Localizable", "camera_list.edit.off.title") }
      }
      public enum On {
        /// Done
        public static var title: String { return L10n.tr("Localizable", "camera_list.edit.on.title") }
      }
    }
    public enum Empty {
      /// No camera entities found in your Home Assistant setup
      public static var message: String { return L10n.tr("Localizable", "camera_list.empty.message") }
      /// No Cameras
      public static var title: String { return L10n.tr("Localizable", "camera_list.empty.title") }
    }
    public enum NoResults {
      /// No cameras match your search
      public static var message: String { return L10n.tr("Localizable", "camera_list.no_results.message") }
      /// No Results
      public static var title: String { return L10n.tr("Localizable", "camera_list.no_results.title") }
    }
    public enum Reorder {
      public enum Section {
        /// Reorder sections
        public static var title: String { return L10n.tr("Localizable", "camera_list.reorder.section.title") }
      }
    }
    public enum Unavailable {
      /// Camera streaming is not available on Mac.
      public static var message: String { return L10n.tr("Localizable", "camera_list.unavailable.message") }
      /// Not Available on Mac
      public static var title: String { return L10n.tr("Localizable", "camera_list.unavailable.title") }
    }
  }

  public enum CameraPlayer {
    /// Camera
    public static var defaultCameraName: String { return L10n.tr("Localizable", "camera_player.default_camera_name") }
    public enum Errors {
      /// No stream available
      public static var noStreamAvailable: String { return L10n.tr("Localizable", "camera_player.errors.no_stream_available") }
      /// Unable to connect to Home Assistant
      public static var unableToConnectToServer: String { return L10n.tr("Localizable", "camera_player.errors.unable_to_connect_to_server") }
      /// Unknown error
      public static var unknown: String { return L10n.tr("Localizable", "camera_player.errors.unknown") }
    }
    public enum Notification {
      /// Tap to open camera
      public static var body: String { return L10n.tr("Localizable", "camera_player.notification.body") }
    }
    public enum Talkback {
      /// Start talking
      public static var start: String { return L10n.tr("Localizable", "camera_player.talkback.start") }
      /// Stop talking
      public static var stop: String { return L10n.tr("Localizable", "camera_player.talkback.stop") }
    }
  }

  public enum Cameras {
    /// No server found for camera: %@
    public static func noServerFound(_ p1: Any) -> String {
      return L10n.tr("Localizable", "cameras.no_server_found", String(describing: p1))
    }
  }

  public enum CarPlay {
    public enum Action {
      public enum Execute {
        /// Executing...
        public static var inProgress: String { return L10n.tr("Localizable", "carPlay.action.execute.in_progress") }
      }
      public enum Intro {
        public enum Item {
          /// Tap to continue on your iPhone
          public static var body: String { return L10n.tr("Localizable", "carPlay.action.intro.item.body") }
          /// Create your first action
          public static var title: String { return L10n.tr("Localizable", "carPlay.action.intro.item.title") }
        }
      }
    }
    public enum Config {
      public enum QuickAccess {
        public enum Layout {
          public enum GridRequirement {
            /// Requires iOS 26 or later
            public static var subtitle: String { return L10n.tr("Localizable", "carPlay.config.quick_access.layout.grid_requirement.subtitle") }
          }
        }
        public enum ShowAddEditButtons {
          /// Show buttons to add and edit Quick Access items directly from the car.
          public static var footer: String { return L10n.tr("Localizable", "carPlay.config.quick_access.show_add_edit_buttons.footer") }
          /// Show Add and Edit buttons
          public static var title: String { return L10n.tr("Localizable", "carPlay.config.quick_access.show_add_edit_buttons.title") }
        }
      }
      public enum Tabs {
        /// Tabs
        public static var title: String { return L10n.tr("Localizable", "carPlay.config.tabs.title") }
        public enum Add {
          /// Add Tab
          public static var title: String { return L10n.tr("Localizable", "carPlay.config.tabs.add.title") }
        }
        public enum Maximum {
          /// CarPlay limits how many tabs are displayed in the car (up to %li, depending on the vehicle). Extra tabs won't be shown.
          public static func footer(_ p1: Int) -> String {
            return L10n.tr("Localizable", "carPlay.config.tabs.maximum.footer", p1)
          }
        }
        public enum Name {
          /// Tab Name
          public static var title: String { return L10n.tr("Localizable", "carPlay.config.tabs.name.title") }
        }
        public enum New {
          /// New Tab
          public static var title: String { return L10n.tr("Localizable", "carPlay.config.tabs.new.title") }
        }
      }
    }
    public enum Debug {
      public enum DeleteDb {
        public enum Alert {
          /// Are you sure you want to delete CarPlay configuration? This can't be reverted
          public static var title: String { return L10n.tr("Localizable", "carPlay.debug.delete_db.alert.title") }
          public enum Failed {
            /// Failed to delete configuration, error: %@
            public static func message(_ p1: Any) -> String {
              return L10n.tr("Localizable", "carPlay.debug.delete_db.alert.failed.message", String(describing: p1))
            }
          }
        }
        public enum Button {
          /// Delete CarPlay configuration
          public static var title: String { return L10n.tr("Localizable", "carPlay.debug.delete_db.button.title") }
        }
        public enum Reset {
          /// Reset configuration
          public static var title: String { return L10n.tr("Localizable", "carPlay.debug.delete_db.reset.title") }
        }
      }
      public enum Settings {
        /// CarPlay Debug
        public static var navigationTitle: String { return L10n.tr("Localizable", "carPlay.debug.settings.navigation_title") }
        /// Reset
        public static var reset: String { return L10n.tr("Localizable", "carPlay.debug.settings.reset") }
        /// CarPlay Debug Settings
        public static var rowTitle: String { return L10n.tr("Localizable", "carPlay.debug.settings.row_title") }
        public enum AssistSession {
          /// Allow Bluetooth A2DP
          public static var allowBluetoothA2dp: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.allow_bluetooth_a2dp") }
          /// Allow Bluetooth HFP
          public static var allowBluetoothHfp: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.allow_bluetooth_hfp") }
          /// Audio category
          public static var audioCategory: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.audio_category") }
          /// Audio mode
          public static var audioMode: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.audio_mode") }
          /// Duck others
          public static var duckOthers: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.duck_others") }
          /// These values apply when a new CarPlay Assist session starts.
          public static var footer: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.footer") }
          /// Interrupt spoken audio
          public static var interruptSpokenAudio: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.interrupt_spoken_audio") }
          /// Play recording indicator tone
          public static var playRecordingIndicatorTone: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.play_recording_indicator_tone") }
          /// Preferred sample rate
          public static var preferredSampleRate: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.preferred_sample_rate") }
          /// AudioRecorder manages audio session
          public static var recorderManagesAudioSession: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.recorder_manages_audio_session") }
          /// Assist Session
          public static var title: String { return L10n.tr("Localizable", "carPlay.debug.settings.assist_session.title") }
        }
        public enum Option {
          public enum AudioCategory {
            /// playAndRecord
            public static var playAndRecord: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_category.play_and_record") }
            /// playback
            public static var playback: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_category.playback") }
            /// record
            public static var record: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_category.record") }
          }
          public enum AudioMode {
            /// default
            public static var `default`: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_mode.default") }
            /// measurement
            public static var measurement: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_mode.measurement") }
            /// spokenAudio
            public static var spokenAudio: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_mode.spoken_audio") }
            /// voiceChat
            public static var voiceChat: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_mode.voice_chat") }
            /// voicePrompt
            public static var voicePrompt: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.audio_mode.voice_prompt") }
          }
          public enum PlaybackDelay {
            /// None
            public static var `none`: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.playback_delay.none") }
          }
          public enum TtsPlaybackStrategy {
            /// Download and play
            public static var downloadAndPlay: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.tts_playback_strategy.download_and_play") }
            /// Stream
            public static var stream: String { return L10n.tr("Localizable", "carPlay.debug.settings.option.tts_playback_strategy.stream") }
          }
        }
        public enum TtsAudioSession {
          /// Activate audio session before play
          public static var activateAudioSessionBeforePlay: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.activate_audio_session_before_play") }
          /// TTS allow Bluetooth A2DP
          public static var allowBluetoothA2dp: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.allow_bluetooth_a2dp") }
          /// TTS allow Bluetooth HFP
          public static var allowBluetoothHfp: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.allow_bluetooth_hfp") }
          /// TTS category
          public static var category: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.category") }
          /// Deactivate before reconfigure
          public static var deactivateBeforeReconfigure: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.deactivate_before_reconfigure") }
          /// TTS duck others
          public static var duckOthers: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.duck_others") }
          /// This section lets you force a dedicated TTS session reconfiguration, which is the most likely area if another app starting playback makes the response suddenly audible.
          public static var footer: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.footer") }
          /// TTS interrupt spoken audio
          public static var interruptSpokenAudio: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.interrupt_spoken_audio") }
          /// TTS mode
          public static var mode: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.mode") }
          /// Reconfigure before TTS
          public static var reconfigureBeforeTts: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.reconfigure_before_tts") }
          /// TTS Audio Session
          public static var title: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_audio_session.title") }
        }
        public enum TtsPlayback {
          /// AVPlayer waits to minimize stalling
          public static var avplayerWaitsToMinimizeStalling: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_playback.avplayer_waits_to_minimize_stalling") }
          /// Use the downloaded AVAudioPlayer strategy to determine whether the failure is tied to AVPlayer or remote URL playback.
          public static var footer: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_playback.footer") }
          /// Playback delay
          public static var playbackDelay: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_playback.playback_delay") }
          /// Playback strategy
          public static var playbackStrategy: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_playback.playback_strategy") }
          /// TTS Playback
          public static var title: String { return L10n.tr("Localizable", "carPlay.debug.settings.tts_playback.title") }
        }
      }
    }
    public enum Folder {
      public enum Empty {
        /// This folder is empty
        public static var title: String { return L10n.tr("Localizable", "carPlay.folder.empty.title") }
      }
    }
    public enum Labels {
      /// Already added
      public static var alreadyAddedServer: String { return L10n.tr("Localizable", "carPlay.labels.already_added_server") }
      /// No areas available
      public static var emptyAreaList: String { return L10n.tr("Localizable", "carPlay.labels.empty_area_list") }
      /// No Assist pipelines with both speech-to-text and text-to-speech available
      public static var emptyAssistList: String { return L10n.tr("Localizable", "carPlay.labels.empty_assist_list") }
      /// No domains available
      public static var emptyDomainList: String { return L10n.tr("Localizable", "carPlay.labels.empty_domain_list") }
      /// No servers available. Add a server in the app.
      public static var noServersAvailable: String { return L10n.tr("Localizable", "carPlay.labels.no_servers_available") }
      /// Select server
      public static var selectServer: String { return L10n.tr("Localizable", "carPlay.labels.select_server") }
      /// Servers
      public static var servers: String { return L10n.tr("Localizable", "carPlay.labels.servers") }
      public enum Settings {
        public enum Advanced {
          public enum Assist {
            public enum Section {
              /// Assist
              public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.advanced.assist.section.title") }
            }
            public enum TtsPlayback {
              /// In some cars, spoken responses may not play when 'Stream' is selected. If that happens, 'Download and play' can potentially fix it.
              public static var footer: String { return L10n.tr("Localizable", "carPlay.labels.settings.advanced.assist.tts_playback.footer") }
              /// TTS Playback
              public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.advanced.assist.tts_playback.title") }
            }
          }
          public enum Section {
            /// Advanced
            public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.advanced.section.title") }
            public enum Button {
              /// Use this option if your server data is not loaded properly.
              public static var detail: String { return L10n.tr("Localizable", "carPlay.labels.settings.advanced.section.button.detail") }
              /// Restart App
              public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.advanced.section.button.title") }
            }
          }
        }
        public enum MainServer {
          /// Main server
          public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.main_server.title") }
        }
        public enum Troubleshooting {
          /// Troubleshooting
          public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.title") }
          public enum Assist {
            public enum Section {
              /// Assist
              public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.assist.section.title") }
            }
            public enum TtsPlayback {
              /// In some cars, spoken responses may not play when 'Stream' is selected. If that happens, 'Download and play' can potentially fix it.
              public static var footer: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.assist.tts_playback.footer") }
              /// TTS Playback
              public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.assist.tts_playback.title") }
            }
          }
          public enum AssistAudio {
            /// Assist audio
            public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.assist_audio.title") }
          }
          public enum ForceClose {
            /// Force close app
            public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.force_close.title") }
          }
          public enum Section {
            /// Troubleshooting
            public static var title: String { return L10n.tr("Localizable", "carPlay.labels.settings.troubleshooting.section.title") }
          }
        }
      }
      public enum Tab {
        /// Settings
        public static var settings: String { return L10n.tr("Localizable", "carPlay.labels.tab.settings") }
      }
    }
    public enum Lock {
      public enum Confirmation {
        /// Are you sure you want to perform lock action on %@?
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "carPlay.lock.confirmation.title", String(describing: p1))
        }
      }
    }
    public enum Navigation {
      public enum Button {
        /// Next
        public static var next: String { return L10n.tr("Localizable", "carPlay.navigation.button.next") }
        /// Previous
        public static var previous: String { return L10n.tr("Localizable", "carPlay.navigation.button.previous") }
      }
      public enum Tab {
        /// Actions
        public static var actions: String { return L10n.tr("Localizable", "carPlay.navigation.tab.actions") }
        /// Areas
        public static var areas: String { return L10n.tr("Localizable", "carPlay.navigation.tab.areas") }
        /// Control
        public static var domains: String { return L10n.tr("Localizable", "carPlay.navigation.tab.domains") }
        /// Quick access
        public static var quickAccess: String { return L10n.tr("Localizable", "carPlay.navigation.tab.quick_access") }
        /// Settings
        public static var settings: String { return L10n.tr("Localizable", "carPlay.navigation.tab.settings") }
      }
    }
    public enum NoActions {
      /// Open iOS Companion App to create actions for CarPlay.
      public static var title: String { return L10n.tr("Localizable", "carPlay.no_actions.title") }
    }
    public enum NoEntities {
      /// No CarPlay compatible entities available.
      public static var title: String { return L10n.tr("Localizable", "carPlay.no_entities.title") }
    }
    public enum Notification {
      public enum Action {
        public enum Intro {
          /// Tap to create your first iOS Action
          public static var body: String { return L10n.tr("Localizable", "carPlay.notification.action.intro.body") }
          /// Create iOS Action
          public static var title: String { return L10n.tr("Localizable", "carPlay.notification.action.intro.title") }
        }
      }
      public enum QuickAccess {
        public enum Intro {
          /// Tap to create your CarPlay configuration.
          public static var body: String { return L10n.tr("Localizable", "carPlay.notification.quick_access.intro.body") }
          /// Create CarPlay configuration
          public static var title: String { return L10n.tr("Localizable", "carPlay.notification.quick_access.intro.title") }
        }
      }
    }
    public enum QuickAccess {
      public enum AddItem {
        /// Back
        public static var back: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.back") }
        /// Add item
        public static var button: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.button") }
        /// Add item
        public static var title: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.title") }
        public enum AssistPrompt {
          /// Assist prompts can only be created in the Home Assistant app on your iPhone.
          public static var message: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.assist_prompt.message") }
        }
        public enum Confirmation {
          /// For more customization, configure Quick Access in the Home Assistant app on your iPhone.
          public static var footer: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.confirmation.footer") }
          /// Add without confirmation
          public static var noConfirmation: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.confirmation.no_confirmation") }
          /// Require confirmation
          public static var require: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.confirmation.require") }
        }
        public enum Folder {
          /// Folders can only be created in the Home Assistant app on your iPhone.
          public static var message: String { return L10n.tr("Localizable", "carPlay.quick_access.add_item.folder.message") }
        }
      }
      public enum EditItem {
        /// Edit
        public static var button: String { return L10n.tr("Localizable", "carPlay.quick_access.edit_item.button") }
        /// Remove or edit items
        public static var subtitle: String { return L10n.tr("Localizable", "carPlay.quick_access.edit_item.subtitle") }
        /// Edit
        public static var title: String { return L10n.tr("Localizable", "carPlay.quick_access.edit_item.title") }
        public enum Confirmation {
          /// Don't require confirmation
          public static var noConfirmation: String { return L10n.tr("Localizable", "carPlay.quick_access.edit_item.confirmation.no_confirmation") }
        }
      }
      public enum Empty {
        /// Add items in the Home Assistant app on your iPhone.
        public static var body: String { return L10n.tr("Localizable", "carPlay.quick_access.empty.body") }
        /// No Quick Access items
        public static var title: String { return L10n.tr("Localizable", "carPlay.quick_access.empty.title") }
      }
      public enum Execute {
        /// Executing...
        public static var inProgress: String { return L10n.tr("Localizable", "carPlay.quick_access.execute.in_progress") }
      }
      public enum Intro {
        public enum Item {
          /// Tap to continue on your iPhone
          public static var body: String { return L10n.tr("Localizable", "carPlay.quick_access.intro.item.body") }
          /// Create your CarPlay configuration
          public static var title: String { return L10n.tr("Localizable", "carPlay.quick_access.intro.item.title") }
        }
      }
    }
    public enum State {
      public enum Loading {
        /// Loading…
        public static var title: String { return L10n.tr("Localizable", "carPlay.state.loading.title") }
      }
    }
    public enum Tabs {
      public enum Active {
        /// Active
        public static var title: String { return L10n.tr("Localizable", "carPlay.tabs.active.title") }
        public enum DeleteAction {
          /// Swipe left to remove tab
          public static var title: String { return L10n.tr("Localizable", "carPlay.tabs.active.delete_action.title") }
        }
      }
      public enum Inactive {
        /// Inactive
        public static var title: String { return L10n.tr("Localizable", "carPlay.tabs.inactive.title") }
      }
    }
    public enum Unlock {
      public enum Confirmation {
        /// Are you sure you want to perform unlock action on %@?
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "carPlay.unlock.confirmation.title", String(describing: p1))
        }
      }
    }
  }

  public enum Carplay {
    public enum Labels {
      /// Already added
      public static var alreadyAddedServer: String { return L10n.tr("Localizable", "carplay.labels.already_added_server") }
      /// No domains available
      public static var emptyDomainList: String { return L10n.tr("Localizable", "carplay.labels.empty_domain_list") }
      /// No servers available. Add a server in the app.
      public static var noServersAvailable: String { return L10n.tr("Localizable", "carplay.labels.no_servers_available") }
      /// Servers
      public static var servers: String { return L10n.tr("Localizable", "carplay.labels.servers") }
    }
    public enum Lock {
      public enum Confirmation {
        /// Are you sure you want to perform lock action on %@?
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "carplay.lock.confirmation.title", String(describing: p1))
        }
      }
    }
    public enum Navigation {
      public enum Button {
        /// Next
        public static var next: String { return L10n.tr("Localizable", "carplay.navigation.button.next") }
        /// Previous
        public static var previous: String { return L10n.tr("Localizable", "carplay.navigation.button.previous") }
      }
    }
    public enum Tab {
      public enum QuickAccess {
        /// Layout
        public static var layout: String { return L10n.tr("Localizable", "carplay.tab.quick_access.layout") }
      }
    }
    public enum Unlock {
      public enum Confirmation {
        /// Are you sure you want to perform unlock action on %@?
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "carplay.unlock.confirmation.title", String(describing: p1))
        }
      }
    }
  }

  public enum ClError {
    public enum Description {
      /// Deferred mode is not supported for the requested accuracy.
      public static var deferredAccuracyTooLow: String { return L10n.tr("Localizable", "cl_error.description.deferred_accuracy_too_low") }
      /// The request for deferred updates was canceled by your app or by the location manager.
      public static var deferredCanceled: String { return L10n.tr("Localizable", "cl_error.description.deferred_canceled") }
      /// Deferred mode does not support distance filters.
      public static var deferredDistanceFiltered: String { return L10n.tr("Localizable", "cl_error.description.deferred_distance_filtered") }
      /// The location manager did not enter deferred mode for an unknown reason.
      public static var deferredFailed: String { return L10n.tr("Localizable", "cl_error.description.deferred_failed") }
      /// The manager did not enter deferred mode since updates were already disabled/paused.
      public static var deferredNotUpdatingLocation: String { return L10n.tr("Localizable", "cl_error.description.deferred_not_updating_location") }
      /// Access to the location service was denied by the user.
      public static var denied: String { return L10n.tr("Localizable", "cl_error.description.denied") }
      /// The geocode request was canceled.
      public static var geocodeCanceled: String { return L10n.tr("Localizable", "cl_error.description.geocode_canceled") }
      /// The geocode request yielded no result.
      public static var geocodeFoundNoResult: String { return L10n.tr("Localizable", "cl_error.description.geocode_found_no_result") }
      /// The geocode request yielded a partial result.
      public static var geocodeFoundPartialResult: String { return L10n.tr("Localizable", "cl_error.description.geocode_found_partial_result") }
      /// The heading could not be determined.
      public static var headingFailure: String { return L10n.tr("Localizable", "cl_error.description.heading_failure") }
      /// The location manager was unable to obtain a location value right now.
      public static var locationUnknown: String { return L10n.tr("Localizable", "cl_error.description.location_unknown") }
      /// The network was unavailable or a network error occurred.
      public static var network: String { return L10n.tr("Localizable", "cl_error.description.network") }
      /// A general ranging error occurred.
      public static var rangingFailure: String { return L10n.tr("Localizable", "cl_error.description.ranging_failure") }
      /// Ranging is disabled.
      public static var rangingUnavailable: String { return L10n.tr("Localizable", "cl_error.description.ranging_unavailable") }
      /// Access to the region monitoring service was denied by the user.
      public static var regionMonitoringDenied: String { return L10n.tr("Localizable", "cl_error.description.region_monitoring_denied") }
      /// A registered region cannot be monitored.
      public static var regionMonitoringFailure: String { return L10n.tr("Localizable", "cl_error.description.region_monitoring_failure") }
      /// Core Location will deliver events but they may be delayed.
      public static var regionMonitoringResponseDelayed: String { return L10n.tr("Localizable", "cl_error.description.region_monitoring_response_delayed") }
      /// Core Location could not initialize the region monitoring feature immediately.
      public static var regionMonitoringSetupDelayed: String { return L10n.tr("Localizable", "cl_error.description.region_monitoring_setup_delayed") }
      /// Unknown Core Location error
      public static var unknown: String { return L10n.tr("Localizable", "cl_error.description.unknown") }
    }
  }

  public enum ClientEvents {
    /// No events
    public static var noEvents: String { return L10n.tr("Localizable", "client_events.no_events") }
    public enum EventType {
      /// All
      public static var all: String { return L10n.tr("Localizable", "client_events.event_type.all") }
      /// Background operation
      public static var backgroundOperation: String { return L10n.tr("Localizable", "client_events.event_type.background_operation") }
      /// Database
      public static var database: String { return L10n.tr("Localizable", "client_events.event_type.database") }
      /// Location Update
      public static var locationUpdate: String { return L10n.tr("Localizable", "client_events.event_type.location_update") }
      /// Network Request
      public static var networkRequest: String { return L10n.tr("Localizable", "client_events.event_type.networkRequest") }
      /// Notification
      public static var notification: String { return L10n.tr("Localizable", "client_events.event_type.notification") }
      /// Service Call
      public static var serviceCall: String { return L10n.tr("Localizable", "client_events.event_type.service_call") }
      /// Settings
      public static var settings: String { return L10n.tr("Localizable", "client_events.event_type.settings") }
      /// Unknown
      public static var unknown: String { return L10n.tr("Localizable", "client_events.event_type.unknown") }
      public enum Notification {
        /// Received a Push Notification: %@
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "client_events.event_type.notification.title", String(describing: p1))
        }
      }
    }
    public enum View {
      /// Clear
      public static var clear: String { return L10n.tr("Localizable", "client_events.view.clear") }
      public enum ClearConfirm {
        /// This cannot be undone.
        public static var message: String { return L10n.tr("Localizable", "client_events.view.clear_confirm.message") }
        /// Are you sure you want to clear all events?
        public static var title: String { return L10n.tr("Localizable", "client_events.view.clear_confirm.title") }
      }
    }
  }

  public enum Climate {
    public enum Control {
      /// Current: %@
      public static func currentValue(_ p1: Any) -> String {
        return L10n.tr("Localizable", "climate.control.current_value_%@", String(describing: p1))
      }
      /// Decrease
      public static var decrease: String { return L10n.tr("Localizable", "climate.control.decrease") }
      /// Increase
      public static var increase: String { return L10n.tr("Localizable", "climate.control.increase") }
      /// Target: %@
      public static func targetValue(_ p1: Any) -> String {
        return L10n.tr("Localizable", "climate.control.target_value_%@", String(describing: p1))
      }
      public enum FanMode {
        /// Fan mode
        public static var title: String { return L10n.tr("Localizable", "climate.control.fan_mode.title") }
      }
      public enum Humidity {
        /// Decrease humidity
        public static var decrease: String { return L10n.tr("Localizable", "climate.control.humidity.decrease") }
        /// Increase humidity
        public static var increase: String { return L10n.tr("Localizable", "climate.control.humidity.increase") }
        /// Humidity
        public static var title: String { return L10n.tr("Localizable", "climate.control.humidity.title") }
      }
      public enum Mode {
        /// Mode
        public static var title: String { return L10n.tr("Localizable", "climate.control.mode.title") }
      }
      public enum Modes {
        /// Modes
        public static var title: String { return L10n.tr("Localizable", "climate.control.modes.title") }
      }
      public enum PresetMode {
        /// Preset
        public static var title: String { return L10n.tr("Localizable", "climate.control.preset_mode.title") }
      }
      public enum SwingHorizontalMode {
        /// Horizontal swing
        public static var title: String { return L10n.tr("Localizable", "climate.control.swing_horizontal_mode.title") }
      }
      public enum SwingMode {
        /// Swing mode
        public static var title: String { return L10n.tr("Localizable", "climate.control.swing_mode.title") }
      }
      public enum Temperature {
        /// Decrease temperature
        public static var decrease: String { return L10n.tr("Localizable", "climate.control.temperature.decrease") }
        /// Increase temperature
        public static var increase: String { return L10n.tr("Localizable", "climate.control.temperature.increase") }
        /// Temperature
        public static var title: String { return L10n.tr("Localizable", "climate.control.temperature.title") }
      }
      public enum TemperatureHigh {
        /// Cool to
        public static var title: String { return L10n.tr("Localizable", "climate.control.temperature_high.title") }
      }
      public enum TemperatureLow {
        /// Heat to
        public static var title: String { return L10n.tr("Localizable", "climate.control.temperature_low.title") }
      }
    }
    public enum HvacMode {
      /// Auto
      public static var auto: String { return L10n.tr("Localizable", "climate.hvac_mode.auto") }
      /// Cool
      public static var cool: String { return L10n.tr("Localizable", "climate.hvac_mode.cool") }
      /// Dry
      public static var dry: String { return L10n.tr("Localizable", "climate.hvac_mode.dry") }
      /// Fan only
      public static var fanOnly: String { return L10n.tr("Localizable", "climate.hvac_mode.fan_only") }
      /// Heat
      public static var heat: String { return L10n.tr("Localizable", "climate.hvac_mode.heat") }
      /// Heat/Cool
      public static var heatCool: String { return L10n.tr("Localizable", "climate.hvac_mode.heat_cool") }
      /// Off
      public static var off: String { return L10n.tr("Localizable", "climate.hvac_mode.off") }
    }
  }

  public enum Component {
    public enum CollapsibleView {
      /// Collapse
      public static var collapse: String { return L10n.tr("Localizable", "component.collapsible_view.collapse") }
      /// Expand
      public static var expand: String { return L10n.tr("Localizable", "component.collapsible_view.expand") }
    }
  }

  public enum Connection {
    public enum ActiveUrlType {
      public enum Toast {
        /// Using the external URL.
        public static var external: String { return L10n.tr("Localizable", "connection.active_url_type.toast.external") }
        /// Using the internal URL.
        public static var `internal`: String { return L10n.tr("Localizable", "connection.active_url_type.toast.internal") }
        /// No active URL is currently available for this server.
        public static var `none`: String { return L10n.tr("Localizable", "connection.active_url_type.toast.none") }
        /// Using Cloud Remote UI URL.
        public static var remoteUi: String { return L10n.tr("Localizable", "connection.active_url_type.toast.remote_ui") }
        /// Connection type
        public static var title: String { return L10n.tr("Localizable", "connection.active_url_type.toast.title") }
      }
    }
    public enum Error {
      /// Uh oh! Looks like we are unable to establish a connection.
      public static var genericTitle: String { return L10n.tr("Localizable", "connection.error.generic_title") }
      public enum Details {
        /// Connection error
        public static var title: String { return L10n.tr("Localizable", "connection.error.details.title") }
        public enum Button {
          /// Copy to clipboard
          public static var clipboard: String { return L10n.tr("Localizable", "connection.error.details.button.clipboard") }
          /// Ask in Discord
          public static var discord: String { return L10n.tr("Localizable", "connection.error.details.button.discord") }
          /// Read documentation
          public static var doc: String { return L10n.tr("Localizable", "connection.error.details.button.doc") }
          /// Report issue in GitHub
          public static var github: String { return L10n.tr("Localizable", "connection.error.details.button.github") }
          /// Search in GitHub
          public static var searchGithub: String { return L10n.tr("Localizable", "connection.error.details.button.search_github") }
        }
        public enum Label {
          /// Code
          public static var code: String { return L10n.tr("Localizable", "connection.error.details.label.code") }
          /// Description
          public static var description: String { return L10n.tr("Localizable", "connection.error.details.label.description") }
          /// Domain
          public static var domain: String { return L10n.tr("Localizable", "connection.error.details.label.domain") }
        }
      }
      public enum FailedConnect {
        /// Check your connection and try again. If you are not at home make sure you have configured remote access.
        public static var subtitle: String { return L10n.tr("Localizable", "connection.error.failed_connect.subtitle") }
        /// We couldn't connect to Home Assistant
        public static var title: String { return L10n.tr("Localizable", "connection.error.failed_connect.title") }
        /// The app is currently connecting to
        public static var url: String { return L10n.tr("Localizable", "connection.error.failed_connect.url") }
        public enum Cloud {
          /// Make sure your Home Assistant Cloud subscription is active and connected to your server, you can verify that at [Nabu Casa](https://account.nabucasa.com)
          public static var title: String { return L10n.tr("Localizable", "connection.error.failed_connect.cloud.title") }
        }
        public enum CloudInactive {
          /// You have disabled Home Assistant Cloud use in the app, if you need it for remote access please open companion app settings and enable it.
          public static var title: String { return L10n.tr("Localizable", "connection.error.failed_connect.cloud_inactive.title") }
        }
      }
    }
    public enum Permission {
      public enum InternalUrl {
        /// If you still want to use the local URL and don't want to provide location permission, you can tap the button below, but please, be aware of the security risks.
        public static var footer: String { return L10n.tr("Localizable", "connection.permission.internal_url.footer") }
        /// Permission access
        public static var title: String { return L10n.tr("Localizable", "connection.permission.internal_url.title") }
        public enum Ignore {
          public enum Alert {
            /// Are you sure?
            public static var title: String { return L10n.tr("Localizable", "connection.permission.internal_url.ignore.alert.title") }
          }
        }
      }
    }
  }

  public enum ConnectionError {
    public enum AdvancedSection {
      /// Advanced
      public static var title: String { return L10n.tr("Localizable", "connection_error.advanced_section.title") }
    }
    public enum MoreDetailsSection {
      /// More details
      public static var title: String { return L10n.tr("Localizable", "connection_error.more_details_section.title") }
    }
    public enum OpenSettings {
      /// Open settings
      public static var title: String { return L10n.tr("Localizable", "connection_error.open_settings.title") }
    }
  }

  public enum ConnectionSecurityLevelBlock {
    /// Due to your connection security choice ('Most secure'), there's no URL that we are allowed to use.
    public static var body: String { return L10n.tr("Localizable", "connection_security_level_block.body") }
    /// Tip: Double check your device settings and app permissions. Make sure the app is allowed local network access and location access is set to 'Always' (so it also works in background) and 'Full' (so the app can identify which network you are using and detect your home network).
    public static var tip: String { return L10n.tr("Localizable", "connection_security_level_block.tip") }
    /// You're disconnected
    public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.title") }
    public enum ChangePreference {
      /// Change connection preference
      public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.change_preference.title") }
    }
    public enum OpenSettings {
      /// Open settings
      public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.open_settings.title") }
    }
    public enum Requirement {
      /// Missing requirements
      public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.requirement.title") }
      public enum HomeNetworkMissing {
        /// Configure local network
        public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.requirement.home_network_missing.title") }
      }
      public enum LearnMore {
        /// Learn more
        public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.requirement.learn_more.title") }
      }
      public enum LocationPermissionMissing {
        /// Grant location permission
        public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.requirement.location_permission_missing.title") }
      }
      public enum NotOnHomeNetwork {
        /// Connect to your home network
        public static var title: String { return L10n.tr("Localizable", "connection_security_level_block.requirement.not_on_home_network.title") }
      }
    }
  }

  public enum Connectivity {
    public enum Check {
      /// DNS Resolution
      public static var dns: String { return L10n.tr("Localizable", "connectivity.check.dns") }
      /// Port Reachability
      public static var port: String { return L10n.tr("Localizable", "connectivity.check.port") }
      /// Checking...
      public static var running: String { return L10n.tr("Localizable", "connectivity.check.running") }
      /// Server Connection
      public static var server: String { return L10n.tr("Localizable", "connectivity.check.server") }
      /// Skipped due to previous failure
      public static var skipped: String { return L10n.tr("Localizable", "connectivity.check.skipped") }
      /// TLS Certificate
      public static var tls: String { return L10n.tr("Localizable", "connectivity.check.tls") }
      public enum Dns {
        /// Resolving hostname to IP address
        public static var description: String { return L10n.tr("Localizable", "connectivity.check.dns.description") }
      }
      public enum Port {
        /// Checking if port is reachable
        public static var description: String { return L10n.tr("Localizable", "connectivity.check.port.description") }
      }
      public enum Server {
        /// Testing server connection
        public static var description: String { return L10n.tr("Localizable", "connectivity.check.server.description") }
      }
      public enum Tls {
        /// Validating TLS certificate
        public static var description: String { return L10n.tr("Localizable", "connectivity.check.tls.description") }
      }
    }
    public enum Diagnostics {
      /// Run checks
      public static var runChecks: String { return L10n.tr("Localizable", "connectivity.diagnostics.run_checks") }
      /// Start diagnostics
      public static var start: String { return L10n.tr("Localizable", "connectivity.diagnostics.start") }
      /// Connectivity diagnostics
      public static var title: String { return L10n.tr("Localizable", "connectivity.diagnostics.title") }
    }
  }

  public enum Database {
    public enum Problem {
      /// Delete Database & Quit App
      public static var delete: String { return L10n.tr("Localizable", "database.problem.delete") }
      /// Quit App
      public static var quit: String { return L10n.tr("Localizable", "database.problem.quit") }
      /// Database Error
      public static var title: String { return L10n.tr("Localizable", "database.problem.title") }
    }
  }

  public enum DatabaseUpdater {
    public enum Toast {
      /// Syncing server data... (%li/%li)
      public static func syncingWithProgress(_ p1: Int, _ p2: Int) -> String {
        return L10n.tr("Localizable", "database_updater.toast.syncing_with_progress", p1, p2)
      }
      /// Updating %@
      public static func title(_ p1: Any) -> String {
        return L10n.tr("Localizable", "database_updater.toast.title", String(describing: p1))
      }
    }
  }

  public enum Debug {
    public enum Reset {
      public enum EntitiesDatabase {
        /// Reset app entities database
        public static var title: String { return L10n.tr("Localizable", "debug.reset.entities_database.title") }
      }
    }
  }

  public enum Deeplink {
    /// Copied to clipboard
    public static var copied: String { return L10n.tr("Localizable", "deeplink.copied") }
    /// Copy to clipboard
    public static var copyToClipboard: String { return L10n.tr("Localizable", "deeplink.copy_to_clipboard") }
    /// Copy a link that opens this entity in the app.
    public static var description: String { return L10n.tr("Localizable", "deeplink.description") }
    /// Deeplink
    public static var title: String { return L10n.tr("Localizable", "deeplink.title") }
    public enum IncludeServer {
      /// In case you have multiple servers configured in the app, this deeplink will be specifically to %@.
      public static func subtitle(_ p1: Any) -> String {
        return L10n.tr("Localizable", "deeplink.include_server.subtitle", String(describing: p1))
      }
      /// Include server
      public static var title: String { return L10n.tr("Localizable", "deeplink.include_server.title") }
    }
  }

  public enum DeviceName {
    /// This is used to identify your device in your Home Assistant.
    public static var subtitle: String { return L10n.tr("Localizable", "device_name.subtitle") }
    /// How would you like to name this device?
    public static var title: String { return L10n.tr("Localizable", "device_name.title") }
    public enum PrimaryButton {
      /// Save
      public static var title: String { return L10n.tr("Localizable", "device_name.primary_button.title") }
    }
    public enum Textfield {
      /// iPhone/iPad/Mac name
      public static var placeholder: String { return L10n.tr("Localizable", "device_name.textfield.placeholder") }
    }
  }

  public enum DownloadManager {
    public enum Downloading {
      /// Downloading
      public static var title: String { return L10n.tr("Localizable", "download_manager.downloading.title") }
    }
    public enum Failed {
      /// Failed to download file, error: %@
      public static func title(_ p1: Any) -> String {
        return L10n.tr("Localizable", "download_manager.failed.title", String(describing: p1))
      }
    }
    public enum Finished {
      /// Download finished
      public static var title: String { return L10n.tr("Localizable", "download_manager.finished.title") }
    }
  }

  public enum EntityPicker {
    /// Add %lld
    public static func addSelected(_ p1: Int) -> String {
      return L10n.tr("Localizable", "entity_picker.add_selected", p1)
    }
    /// Pick entity
    public static var placeholder: String { return L10n.tr("Localizable", "entity_picker.placeholder") }
    /// Reload
    public static var reload: String { return L10n.tr("Localizable", "entity_picker.reload") }
    /// Remove all
    public static var removeAll: String { return L10n.tr("Localizable", "entity_picker.remove_all") }
    /// Select all
    public static var selectAll: String { return L10n.tr("Localizable", "entity_picker.select_all") }
    public enum Filter {
      public enum Area {
        /// Area
        public static var title: String { return L10n.tr("Localizable", "entity_picker.filter.area.title") }
        public enum All {
          /// All areas
          public static var title: String { return L10n.tr("Localizable", "entity_picker.filter.area.all.title") }
        }
      }
      public enum Domain {
        /// Domain
        public static var title: String { return L10n.tr("Localizable", "entity_picker.filter.domain.title") }
        public enum All {
          /// All domains
          public static var title: String { return L10n.tr("Localizable", "entity_picker.filter.domain.all.title") }
        }
      }
      public enum GroupBy {
        /// Group by Area
        public static var area: String { return L10n.tr("Localizable", "entity_picker.filter.group_by.area") }
        /// Group by Domain
        public static var domain: String { return L10n.tr("Localizable", "entity_picker.filter.group_by.domain") }
        /// Group by
        public static var title: String { return L10n.tr("Localizable", "entity_picker.filter.group_by.title") }
      }
      public enum Server {
        /// Servers
        public static var title: String { return L10n.tr("Localizable", "entity_picker.filter.server.title") }
      }
    }
    public enum List {
      public enum Area {
        public enum NoArea {
          /// No area
          public static var title: String { return L10n.tr("Localizable", "entity_picker.list.area.no_area.title") }
        }
      }
    }
    public enum Refresh {
      /// Updating…
      public static var updating: String { return L10n.tr("Localizable", "entity_picker.refresh.updating") }
    }
    public enum Search {
      /// Entity name, ID, area name, device name...
      public static var placeholder: String { return L10n.tr("Localizable", "entity_picker.search.placeholder") }
    }
  }

  public enum Error {
    public enum ClientCertificate {
      /// Client Certificate Authentication required.
      /// 
      /// This server requires a client certificate (mTLS) but the operation was cancelled.
      public static var flowCancelled: String { return L10n.tr("Localizable", "error.client_certificate.flow_cancelled") }
      /// Client Certificate Authentication failed.
      /// 
      /// %@
      public static func flowFailed(_ p1: Any) -> String {
        return L10n.tr("Localizable", "error.client_certificate.flow_failed", String(describing: p1))
      }
    }
  }

  public enum Experimental {
    public enum Badge {
      /// This is an experimental feature, you may experience unexpected behavior, please report any issues you may encounter.
      public static var body: String { return L10n.tr("Localizable", "experimental.badge.body") }
      /// Experimental feature
      public static var title: String { return L10n.tr("Localizable", "experimental.badge.title") }
      public enum ReportIssueButton {
        /// Report issue
        public static var title: String { return L10n.tr("Localizable", "experimental.badge.report_issue_button.title") }
      }
    }
  }

  public enum Extensions {
    public enum Map {
      public enum Location {
        /// New Location
        public static var new: String { return L10n.tr("Localizable", "extensions.map.location.new") }
        /// Original Location
        public static var original: String { return L10n.tr("Localizable", "extensions.map.location.original") }
      }
      public enum PayloadMissingHomeassistant {
        /// Payload didn't contain a homeassistant dictionary!
        public static var message: String { return L10n.tr("Localizable", "extensions.map.payload_missing_homeassistant.message") }
      }
      public enum ValueMissingOrUncastable {
        public enum Latitude {
          /// Latitude wasn't found or couldn't be casted to string!
          public static var message: String { return L10n.tr("Localizable", "extensions.map.value_missing_or_uncastable.latitude.message") }
        }
        public enum Longitude {
          /// Longitude wasn't found or couldn't be casted to string!
          public static var message: String { return L10n.tr("Localizable", "extensions.map.value_missing_or_uncastable.longitude.message") }
        }
      }
    }
    public enum NotificationContent {
      public enum Camera {
        /// Mute
        public static var mute: String { return L10n.tr("Localizable", "extensions.notification_content.camera.mute") }
        /// Unmute
        public static var unmute: String { return L10n.tr("Localizable", "extensions.notification_content.camera.unmute") }
      }
      public enum Error {
        /// No entity_id found in payload!
        public static var noEntityId: String { return L10n.tr("Localizable", "extensions.notification_content.error.no_entity_id") }
        public enum Request {
          /// Authentication failed!
          public static var authFailed: String { return L10n.tr("Localizable", "extensions.notification_content.error.request.auth_failed") }
          /// Entity '%@' not found!
          public static func entityNotFound(_ p1: Any) -> String {
            return L10n.tr("Localizable", "extensions.notification_content.error.request.entity_not_found", String(describing: p1))
          }
          /// HLS stream unavailable
          public static var hlsUnavailable: String { return L10n.tr("Localizable", "extensions.notification_content.error.request.hls_unavailable") }
          /// Got non-200 status code (%li)
          public static func other(_ p1: Int) -> String {
            return L10n.tr("Localizable", "extensions.notification_content.error.request.other", p1)
          }
          /// WebRTC stream unavailable
          public static var webrtcUnavailable: String { return L10n.tr("Localizable", "extensions.notification_content.error.request.webrtc_unavailable") }
        }
      }
    }
  }

  public enum FlightGreetings {
    /// Have a nice flight!
    public static var greeting: String { return L10n.tr("Localizable", "flight_greetings.greeting") }
    public enum EmptyState {
      /// You're currently disconnected. Your home will be waiting when you land.
      public static var body: String { return L10n.tr("Localizable", "flight_greetings.empty_state.body") }
      /// Configure flight greetings in Settings
      public static var configureHint: String { return L10n.tr("Localizable", "flight_greetings.empty_state.configure_hint") }
      /// Have a nice flight
      public static var title: String { return L10n.tr("Localizable", "flight_greetings.empty_state.title") }
    }
  }

  public enum Focus {
    /// Report which Focus is running to Home Assistant by pairing a name you create here with an iOS Focus Filter.
    public static var subtitle: String { return L10n.tr("Localizable", "focus.subtitle") }
    /// Focus
    public static var title: String { return L10n.tr("Localizable", "focus.title") }
    public enum HowItWorks {
      /// iOS tells apps that a Focus is on, but never which one. A Focus Filter is the one place iOS lets you hand that detail to an app, so you tell it the name once and it reports it from then on.
      public static var intro: String { return L10n.tr("Localizable", "focus.how_it_works.intro") }
      /// How it works?
      public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.title") }
      public enum Filter {
        /// Open Settings > Focus on this device, pick a Focus, add Home Assistant under Focus Filters and choose the matching name.
        public static var body: String { return L10n.tr("Localizable", "focus.how_it_works.filter.body") }
        /// Pair it with a Focus
        public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.filter.title") }
      }
      public enum Naming {
        /// Create a name here for each Focus you want reported. The name is sent exactly as you type it, so it is what you will see in Home Assistant.
        public static var body: String { return L10n.tr("Localizable", "focus.how_it_works.naming.body") }
        /// Name your Focuses
        public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.naming.title") }
      }
      public enum NoFocus {
        /// The sensor reports Not focused once every Focus has ended. This needs the Focus permission, which is what tells the app a Focus is running at all.
        public static var body: String { return L10n.tr("Localizable", "focus.how_it_works.no_focus.body") }
        /// When no Focus is on
        public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.no_focus.title") }
      }
      public enum Privacy {
        /// The names are yours, kept on this device, and only leave it as the state of the sensor you enable. The app never reads your Focus settings.
        public static var body: String { return L10n.tr("Localizable", "focus.how_it_works.privacy.body") }
        /// Your privacy
        public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.privacy.title") }
      }
      public enum Reporting {
        /// Turning that Focus on runs the filter, and the app sends the name to Home Assistant as the Focus name sensor.
        public static var body: String { return L10n.tr("Localizable", "focus.how_it_works.reporting.body") }
        /// It reports itself
        public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.reporting.title") }
      }
      public enum Unpaired {
        /// iOS only runs the filter of the Focus that starts, so add one to every Focus you want reported. A Focus without a filter leaves the previous name in place until a paired Focus starts or all of them end.
        public static var body: String { return L10n.tr("Localizable", "focus.how_it_works.unpaired.body") }
        /// Focuses without a filter
        public static var title: String { return L10n.tr("Localizable", "focus.how_it_works.unpaired.title") }
      }
    }
    public enum Names {
      /// Reporting now
      public static var active: String { return L10n.tr("Localizable", "focus.names.active") }
      /// Add Focus name
      public static var add: String { return L10n.tr("Localizable", "focus.names.add") }
      /// Give this Focus a name to report to Home Assistant, such as the name of the Focus itself.
      public static var addMessage: String { return L10n.tr("Localizable", "focus.names.add_message") }
      /// No Focus names yet.
      public static var empty: String { return L10n.tr("Localizable", "focus.names.empty") }
      /// Create a name for each Focus you want reported, then pick it in Settings > Focus > Focus Filters.
      public static var footer: String { return L10n.tr("Localizable", "focus.names.footer") }
      /// Focus names
      public static var header: String { return L10n.tr("Localizable", "focus.names.header") }
      /// Last reported
      public static var lastReported: String { return L10n.tr("Localizable", "focus.names.last_reported") }
      /// Name
      public static var placeholder: String { return L10n.tr("Localizable", "focus.names.placeholder") }
    }
    public enum PermissionMissing {
      /// Without it the app cannot tell when every Focus has ended, so the last reported name keeps being sent.
      public static var body: String { return L10n.tr("Localizable", "focus.permission_missing.body") }
      /// Focus permission is off
      public static var title: String { return L10n.tr("Localizable", "focus.permission_missing.title") }
    }
    public enum Reported {
      /// Focus name
      public static var currentName: String { return L10n.tr("Localizable", "focus.reported.current_name") }
      /// Reported to Home Assistant
      public static var header: String { return L10n.tr("Localizable", "focus.reported.header") }
      /// Nothing reported yet
      public static var noneYet: String { return L10n.tr("Localizable", "focus.reported.none_yet") }
    }
    public enum SensorDisabled {
      /// Turn on the Focus name sensor so the name reaches Home Assistant.
      public static var body: String { return L10n.tr("Localizable", "focus.sensor_disabled.body") }
      /// Focus name sensor is off
      public static var title: String { return L10n.tr("Localizable", "focus.sensor_disabled.title") }
    }
  }

  public enum Gestures {
    public enum _1Finger {
      /// Using one finger
      public static var title: String { return L10n.tr("Localizable", "gestures.1_finger.title") }
    }
    public enum _2Fingers {
      /// Using two fingers
      public static var title: String { return L10n.tr("Localizable", "gestures.2_fingers.title") }
    }
    public enum _2FingersSwipeDown {
      /// 2 👆 swipe down
      public static var title: String { return L10n.tr("Localizable", "gestures.2_fingers_swipe_down.title") }
    }
    public enum _2FingersSwipeLeft {
      /// 2 👆 swipe left
      public static var title: String { return L10n.tr("Localizable", "gestures.2_fingers_swipe_left.title") }
    }
    public enum _2FingersSwipeRight {
      /// 2 👆 swipe right
      public static var title: String { return L10n.tr("Localizable", "gestures.2_fingers_swipe_right.title") }
    }
    public enum _2FingersSwipeUp {
      /// 2 👆 swipe up
      public static var title: String { return L10n.tr("Localizable", "gestures.2_fingers_swipe_up.title") }
    }
    public enum _3Fingers {
      /// Using three fingers
      public static var title: String { return L10n.tr("Localizable", "gestures.3_fingers.title") }
    }
    public enum _3FingersSwipeDown {
      /// 3 👆 swipe down
      public static var title: String { return L10n.tr("Localizable", "gestures.3_fingers_swipe_down.title") }
    }
    public enum _3FingersSwipeLeft {
      /// 3 👆 swipe left
      public static var title: String { return L10n.tr("Localizable", "gestures.3_fingers_swipe_left.title") }
    }
    public enum _3FingersSwipeRight {
      /// 3 👆 swipe right
      public static var title: String { return L10n.tr("Localizable", "gestures.3_fingers_swipe_right.title") }
    }
    public enum _3FingersSwipeUp {
      /// 3 👆 swipe up
      public static var title: String { return L10n.tr("Localizable", "gestures.3_fingers_swipe_up.title") }
    }
    public enum Category {
      /// App
      public static var app: String { return L10n.tr("Localizable", "gestures.category.app") }
      /// Home Assistant
      public static var homeAssistant: String { return L10n.tr("Localizable", "gestures.category.homeAssistant") }
      /// Other
      public static var other: String { return L10n.tr("Localizable", "gestures.category.other") }
      /// Navigation
      public static var page: String { return L10n.tr("Localizable", "gestures.category.page") }
      /// Servers
      public static var servers: String { return L10n.tr("Localizable", "gestures.category.servers") }
    }
    public enum Footer {
      /// Customize gestures to be used on the frontend.
      public static var title: String { return L10n.tr("Localizable", "gestures.footer.title") }
    }
    public enum Reset {
      /// Reset
      public static var title: String { return L10n.tr("Localizable", "gestures.reset.title") }
      public enum Confirmation {
        /// This will reset all gestures to their default values.
        public static var message: String { return L10n.tr("Localizable", "gestures.reset.confirmation.message") }
        /// Reset Gestures?
        public static var title: String { return L10n.tr("Localizable", "gestures.reset.confirmation.title") }
      }
    }
    public enum Screen {
      /// Gestures below will be applied whenever you are using Home Assistant main UI.
      public static var body: String { return L10n.tr("Localizable", "gestures.screen.body") }
      /// Gestures
      public static var title: String { return L10n.tr("Localizable", "gestures.screen.title") }
    }
    public enum Shake {
      /// Shake
      public static var title: String { return L10n.tr("Localizable", "gestures.shake.title") }
    }
    public enum Swipe {
      public enum Down {
        /// Swipe down
        public static var header: String { return L10n.tr("Localizable", "gestures.swipe.down.header") }
      }
      public enum Left {
        /// Swipe left
        public static var header: String { return L10n.tr("Localizable", "gestures.swipe.left.header") }
      }
      public enum Right {
        /// Swipe right
        public static var header: String { return L10n.tr("Localizable", "gestures.swipe.right.header") }
      }
      public enum Up {
        /// Swipe up
        public static var header: String { return L10n.tr("Localizable", "gestures.swipe.up.header") }
      }
    }
    public enum SwipeLeft {
      /// Swipe Left
      public static var title: String { return L10n.tr("Localizable", "gestures.swipe_left.title") }
    }
    public enum SwipeRight {
      /// Swipe Right
      public static var title: String { return L10n.tr("Localizable", "gestures.swipe_right.title") }
    }
    public enum Value {
      public enum Option {
        /// Open Assist
        public static var assist: String { return L10n.tr("Localizable", "gestures.value.option.assist") }
        /// Back to previous page
        public static var backPage: String { return L10n.tr("Localizable", "gestures.value.option.back_page") }
        /// Go to next page
        public static var nextPage: String { return L10n.tr("Localizable", "gestures.value.option.next_page") }
        /// Next server
        public static var nextServer: String { return L10n.tr("Localizable", "gestures.value.option.next_server") }
        /// None
        public static var `none`: String { return L10n.tr("Localizable", "gestures.value.option.none") }
        /// Open debug
        public static var openDebug: String { return L10n.tr("Localizable", "gestures.value.option.open_debug") }
        /// Open page in browser
        public static var openInBrowser: String { return L10n.tr("Localizable", "gestures.value.option.open_in_browser") }
        /// Previous server
        public static var previousServer: String { return L10n.tr("Localizable", "gestures.value.option.previous_server") }
        /// Quick search
        public static var quickSearch: String { return L10n.tr("Localizable", "gestures.value.option.quick_search") }
        /// Search commands
        public static var searchCommands: String { return L10n.tr("Localizable", "gestures.value.option.search_commands") }
        /// Search devices
        public static var searchDevices: String { return L10n.tr("Localizable", "gestures.value.option.search_devices") }
        /// Search entities
        public static var searchEntities: String { return L10n.tr("Localizable", "gestures.value.option.search_entities") }
        /// Servers list
        public static var serversList: String { return L10n.tr("Localizable", "gestures.value.option.servers_list") }
        /// Open App settings
        public static var showSettings: String { return L10n.tr("Localizable", "gestures.value.option.show_settings") }
        /// Show sidebar
        public static var showSidebar: String { return L10n.tr("Localizable", "gestures.value.option.show_sidebar") }
        /// Smart back
        public static var smartBack: String { return L10n.tr("Localizable", "gestures.value.option.smart_back") }
        public enum MoreInfo {
          /// Opens the page currently shown in the app in your preferred browser
          public static var openInBrowser: String { return L10n.tr("Localizable", "gestures.value.option.more_info.open_in_browser") }
          /// Quick search
          public static var quickSearch: String { return L10n.tr("Localizable", "gestures.value.option.more_info.quick_search") }
          /// Search commands
          public static var searchCommands: String { return L10n.tr("Localizable", "gestures.value.option.more_info.search_commands") }
          /// Search devices
          public static var searchDevices: String { return L10n.tr("Localizable", "gestures.value.option.more_info.search_devices") }
          /// Search entities
          public static var searchEntities: String { return L10n.tr("Localizable", "gestures.value.option.more_info.search_entities") }
          /// Goes back to the previous page, or shows the sidebar when there is no page to go back to
          public static var smartBack: String { return L10n.tr("Localizable", "gestures.value.option.more_info.smart_back") }
        }
      }
    }
  }

  public enum Grdb {
    public enum Config {
      public enum MigrationError {
        /// Failed to access database (GRDB), error: %@
        public static func failedAccessGrdb(_ p1: Any) -> String {
          return L10n.tr("Localizable", "grdb.config.migration_error.failed_access_grdb", String(describing: p1))
        }
        /// Failed to save new config, error: %@
        public static func failedToSave(_ p1: Any) -> String {
          return L10n.tr("Localizable", "grdb.config.migration_error.failed_to_save", String(describing: p1))
        }
      }
    }
  }

  public enum HaApi {
    public enum ApiError {
      /// Cant build API URL
      public static var cantBuildUrl: String { return L10n.tr("Localizable", "ha_api.api_error.cant_build_url") }
      /// Received invalid response from Home Assistant
      public static var invalidResponse: String { return L10n.tr("Localizable", "ha_api.api_error.invalid_response") }
      /// HA API Manager is unavailable
      public static var managerNotAvailable: String { return L10n.tr("Localizable", "ha_api.api_error.manager_not_available") }
      /// The mobile_app component is not loaded. Please add it to your configuration, restart Home Assistant, and try again.
      public static var mobileAppComponentNotLoaded: String { return L10n.tr("Localizable", "ha_api.api_error.mobile_app_component_not_loaded") }
      /// Your Home Assistant version (%@) is too old, you must upgrade to at least version %@ to use the app.
      public static func mustUpgradeHomeAssistant(_ p1: Any, _ p2: Any) -> String {
        return L10n.tr("Localizable", "ha_api.api_error.must_upgrade_home_assistant", String(describing: p1), String(describing: p2))
      }
      /// No API available, double check if internal URL or external URL are available.
      public static var noAvailableApi: String { return L10n.tr("Localizable", "ha_api.api_error.no_available_api") }
      /// HA API not configured
      public static var notConfigured: String { return L10n.tr("Localizable", "ha_api.api_error.not_configured") }
      /// Unacceptable status code %1$li.
      public static func unacceptableStatusCode(_ p1: Int) -> String {
        return L10n.tr("Localizable", "ha_api.api_error.unacceptable_status_code", p1)
      }
      /// Received response with result of type %1$@ but expected type %2$@.
      public static func unexpectedType(_ p1: Any, _ p2: Any) -> String {
        return L10n.tr("Localizable", "ha_api.api_error.unexpected_type", String(describing: p1), String(describing: p2))
      }
      /// An unknown error occurred.
      public static var unknown: String { return L10n.tr("Localizable", "ha_api.api_error.unknown") }
      /// Operation could not be performed.
      public static var updateNotPossible: String { return L10n.tr("Localizable", "ha_api.api_error.update_not_possible") }
    }
  }

  public enum HomeSectionsReorderView {
    /// Done
    public static var done: String { return L10n.tr("Localizable", "home_sections_reorder_view.done") }
    /// Reorder Rooms
    public static var title: String { return L10n.tr("Localizable", "home_sections_reorder_view.title") }
  }

  public enum HomeView {
    public enum Areas {
      /// Areas
      public static var title: String { return L10n.tr("Localizable", "home_view.areas.title") }
    }
    public enum CommonControls {
      /// Welcome %@
      public static func title(_ p1: Any) -> String {
        return L10n.tr("Localizable", "home_view.common_controls.title", String(describing: p1))
      }
    }
    public enum ContextMenu {
      /// Hide
      public static var hide: String { return L10n.tr("Localizable", "home_view.context_menu.hide") }
    }
    public enum Customization {
      public enum AreasLayout {
        /// Areas layout
        public static var title: String { return L10n.tr("Localizable", "home_view.customization.areas_layout.title") }
        public enum Grid {
          /// Grid
          public static var title: String { return L10n.tr("Localizable", "home_view.customization.areas_layout.grid.title") }
        }
        public enum List {
          /// List
          public static var title: String { return L10n.tr("Localizable", "home_view.customization.areas_layout.list.title") }
        }
      }
      public enum CommonControls {
        /// Controls prediction section
        public static var title: String { return L10n.tr("Localizable", "home_view.customization.common_controls.title") }
      }
      public enum Summaries {
        /// Summaries
        public static var title: String { return L10n.tr("Localizable", "home_view.customization.summaries.title") }
      }
    }
    public enum Menu {
      /// Allow multiple selection
      public static var allowMultipleSelection: String { return L10n.tr("Localizable", "home_view.menu.allow_multiple_selection") }
      /// Reorder
      public static var reorder: String { return L10n.tr("Localizable", "home_view.menu.reorder") }
      /// Settings
      public static var settings: String { return L10n.tr("Localizable", "home_view.menu.settings") }
    }
    public enum Summaries {
      /// %li active
      public static func countActive(_ p1: Int) -> String {
        return L10n.tr("Localizable", "home_view.summaries.count_active", p1)
      }
      /// Summaries
      public static var title: String { return L10n.tr("Localizable", "home_view.summaries.title") }
      public enum Covers {
        /// %li open
        public static func countOpen(_ p1: Int) -> String {
          return L10n.tr("Localizable", "home_view.summaries.covers.count_open", p1)
        }
        /// Covers
        public static var title: String { return L10n.tr("Localizable", "home_view.summaries.covers.title") }
      }
      public enum Lights {
        /// %li on
        public static func countOn(_ p1: Int) -> String {
          return L10n.tr("Localizable", "home_view.summaries.lights.count_on", p1)
        }
        /// Lights
        public static var title: String { return L10n.tr("Localizable", "home_view.summaries.lights.title") }
      }
    }
  }

  public enum Improv {
    public enum Button {
      /// Continue
      public static var `continue`: String { return L10n.tr("Localizable", "improv.button.continue") }
    }
    public enum ConnectionState {
      /// Setting up Wi-Fi
      public static var authorized: String { return L10n.tr("Localizable", "improv.connection_state.authorized") }
      /// Connecting to Wi-Fi
      public static var provisioning: String { return L10n.tr("Localizable", "improv.connection_state.provisioning") }
    }
    public enum ErrorState {
      /// Invalid RPC Packet
      public static var invalidRpcPacket: String { return L10n.tr("Localizable", "improv.error_state.invalid_rpc_packet") }
      /// Not authorized
      public static var notAuthorized: String { return L10n.tr("Localizable", "improv.error_state.not_authorized") }
      /// Unable to connect
      public static var unableToConnect: String { return L10n.tr("Localizable", "improv.error_state.unable_to_connect") }
      /// Unknown error, please try again.
      public static var unknown: String { return L10n.tr("Localizable", "improv.error_state.unknown") }
      /// Unknown command
      public static var unknownCommand: String { return L10n.tr("Localizable", "improv.error_state.unknown_command") }
    }
    public enum List {
      /// Devices ready to set up
      public static var title: String { return L10n.tr("Localizable", "improv.list.title") }
    }
    public enum State {
      /// Connected
      public static var connected: String { return L10n.tr("Localizable", "improv.state.connected") }
      /// Connecting...
      public static var connecting: String { return L10n.tr("Localizable", "improv.state.connecting") }
      /// Wi-Fi connected successfully
      public static var success: String { return L10n.tr("Localizable", "improv.state.success") }
    }
    public enum Toast {
      /// There are devices available to setup.
      public static var title: String { return L10n.tr("Localizable", "improv.toast.title") }
    }
    public enum Wifi {
      public enum Alert {
        /// Cancel
        public static var cancelButton: String { return L10n.tr("Localizable", "improv.wifi.alert.cancel_button") }
        /// Connect
        public static var connectButton: String { return L10n.tr("Localizable", "improv.wifi.alert.connect_button") }
        /// Please enter your SSID and password.
        public static var description: String { return L10n.tr("Localizable", "improv.wifi.alert.description") }
        /// Password
        public static var passwordPlaceholder: String { return L10n.tr("Localizable", "improv.wifi.alert.password_placeholder") }
        /// Network Name
        public static var ssidPlaceholder: String { return L10n.tr("Localizable", "improv.wifi.alert.ssid_placeholder") }
        /// Connect to WiFi
        public static var title: String { return L10n.tr("Localizable", "improv.wifi.alert.title") }
      }
    }
  }

  public enum Kiosk {
    /// Lock the app into a single dashboard for wall panels and shared devices.
    public static var body: String { return L10n.tr("Localizable", "kiosk.body") }
    /// Enabled
    public static var enabled: String { return L10n.tr("Localizable", "kiosk.enabled") }
    /// Hide status bar
    public static var hideStatusBar: String { return L10n.tr("Localizable", "kiosk.hide_status_bar") }
    /// Keep screen on
    public static var keepScreenOn: String { return L10n.tr("Localizable", "kiosk.keep_screen_on") }
    /// Hide sidebar and top bar controls
    public static var removeHeaderAndSidebar: String { return L10n.tr("Localizable", "kiosk.remove_header_and_sidebar") }
    /// Screen: %@
    public static func screenLabel(_ p1: Any) -> String {
      return L10n.tr("Localizable", "kiosk.screen_label", String(describing: p1))
    }
    /// Screensaver: %@
    public static func screensaverLabel(_ p1: Any) -> String {
      return L10n.tr("Localizable", "kiosk.screensaver_label", String(describing: p1))
    }
    /// Kiosk Mode
    public static var title: String { return L10n.tr("Localizable", "kiosk.title") }
    public enum AcceptRemoteCommands {
      /// When enabled, this device responds to kiosk commands sent through push notifications, such as showing or hiding the screensaver.
      public static var footer: String { return L10n.tr("Localizable", "kiosk.accept_remote_commands.footer") }
      /// Accept kiosk remote commands
      public static var title: String { return L10n.tr("Localizable", "kiosk.accept_remote_commands.title") }
    }
    public enum Active {
      /// Kiosk Mode Active
      public static var title: String { return L10n.tr("Localizable", "kiosk.active.title") }
    }
    public enum Auth {
      /// Authentication Required
      public static var `required`: String { return L10n.tr("Localizable", "kiosk.auth.required") }
    }
    public enum AuthError {
      /// Authenticate to exit kiosk mode
      public static var reason: String { return L10n.tr("Localizable", "kiosk.auth_error.reason") }
      /// Authentication Error
      public static var title: String { return L10n.tr("Localizable", "kiosk.auth_error.title") }
    }
    public enum Authentication {
      /// When enabled, changing kiosk mode settings requires device biometry or passcode. This prevents others from leaving kiosk mode or changing its configuration.
      public static var footer: String { return L10n.tr("Localizable", "kiosk.authentication.footer") }
      /// Kiosk settings are locked
      public static var lockedTitle: String { return L10n.tr("Localizable", "kiosk.authentication.locked_title") }
      /// Authenticate to access kiosk mode settings.
      public static var reason: String { return L10n.tr("Localizable", "kiosk.authentication.reason") }
      /// Authentication
      public static var title: String { return L10n.tr("Localizable", "kiosk.authentication.title") }
      /// Unlock
      public static var unlockButton: String { return L10n.tr("Localizable", "kiosk.authentication.unlock_button") }
    }
    public enum AutoReload {
      /// 1 hour
      public static var hours1: String { return L10n.tr("Localizable", "kiosk.auto_reload.hours_1") }
      /// 1 minute
      public static var minutes1: String { return L10n.tr("Localizable", "kiosk.auto_reload.minutes_1") }
      /// 10 minutes
      public static var minutes10: String { return L10n.tr("Localizable", "kiosk.auto_reload.minutes_10") }
      /// 15 minutes
      public static var minutes15: String { return L10n.tr("Localizable", "kiosk.auto_reload.minutes_15") }
      /// 30 minutes
      public static var minutes30: String { return L10n.tr("Localizable", "kiosk.auto_reload.minutes_30") }
      /// 5 minutes
      public static var minutes5: String { return L10n.tr("Localizable", "kiosk.auto_reload.minutes_5") }
      /// Never
      public static var never: String { return L10n.tr("Localizable", "kiosk.auto_reload.never") }
      /// The time between automatic page reloads.
      public static var subtitle: String { return L10n.tr("Localizable", "kiosk.auto_reload.subtitle") }
      /// Auto reload
      public static var title: String { return L10n.tr("Localizable", "kiosk.auto_reload.title") }
    }
    public enum Brightness {
      /// Brightness Control
      public static var control: String { return L10n.tr("Localizable", "kiosk.brightness.control") }
      /// Manual Brightness: %li%%
      public static func manual(_ p1: Int) -> String {
        return L10n.tr("Localizable", "kiosk.brightness.manual", p1)
      }
      /// Brightness
      public static var section: String { return L10n.tr("Localizable", "kiosk.brightness.section") }
    }
    public enum Clock {
      /// Clock Display
      public static var section: String { return L10n.tr("Localizable", "kiosk.clock.section") }
      /// Show Date
      public static var showDate: String { return L10n.tr("Localizable", "kiosk.clock.show_date") }
      /// Show Seconds
      public static var showSeconds: String { return L10n.tr("Localizable", "kiosk.clock.show_seconds") }
      /// Clock Style
      public static var style: String { return L10n.tr("Localizable", "kiosk.clock.style") }
      public enum Accessibility {
        /// Analog clock showing %@
        public static func analogClock(_ p1: Any) -> String {
          return L10n.tr("Localizable", "kiosk.clock.accessibility.analog_clock", String(describing: p1))
        }
        /// Current time: %@
        public static func currentTime(_ p1: Any) -> String {
          return L10n.tr("Localizable", "kiosk.clock.accessibility.current_time", String(describing: p1))
        }
        /// Date: %@
        public static func date(_ p1: Any) -> String {
          return L10n.tr("Localizable", "kiosk.clock.accessibility.date", String(describing: p1))
        }
      }
      public enum Style {
        /// Digital
        public static var digital: String { return L10n.tr("Localizable", "kiosk.clock.style.digital") }
        /// Large
        public static var large: String { return L10n.tr("Localizable", "kiosk.clock.style.large") }
      }
    }
    public enum Corner {
      /// Bottom leading
      public static var bottomLeading: String { return L10n.tr("Localizable", "kiosk.corner.bottom_leading") }
      /// Bottom Left
      public static var bottomLeft: String { return L10n.tr("Localizable", "kiosk.corner.bottom_left") }
      /// Bottom Right
      public static var bottomRight: String { return L10n.tr("Localizable", "kiosk.corner.bottom_right") }
      /// Bottom trailing
      public static var bottomTrailing: String { return L10n.tr("Localizable", "kiosk.corner.bottom_trailing") }
      /// Top leading
      public static var topLeading: String { return L10n.tr("Localizable", "kiosk.corner.top_leading") }
      /// Top Left
      public static var topLeft: String { return L10n.tr("Localizable", "kiosk.corner.top_left") }
      /// Top Right
      public static var topRight: String { return L10n.tr("Localizable", "kiosk.corner.top_right") }
      /// Top trailing
      public static var topTrailing: String { return L10n.tr("Localizable", "kiosk.corner.top_trailing") }
    }
    public enum Customization {
      /// Customization
      public static var title: String { return L10n.tr("Localizable", "kiosk.customization.title") }
    }
    public enum Customize {
      /// Customize
      public static var title: String { return L10n.tr("Localizable", "kiosk.customize.title") }
      public enum BackgroundColor {
        /// Background color
        public static var title: String { return L10n.tr("Localizable", "kiosk.customize.background_color.title") }
      }
      public enum IconColor {
        /// Icon color
        public static var title: String { return L10n.tr("Localizable", "kiosk.customize.icon_color.title") }
      }
      public enum Preview {
        /// Preview
        public static var title: String { return L10n.tr("Localizable", "kiosk.customize.preview.title") }
      }
    }
    public enum Display {
      /// Dashboard
      public static var dashboard: String { return L10n.tr("Localizable", "kiosk.display.dashboard") }
      /// Default
      public static var dashboardDefault: String { return L10n.tr("Localizable", "kiosk.display.dashboard_default") }
      /// The chosen server and dashboard will be the ones displayed when the app opens.
      public static var footer: String { return L10n.tr("Localizable", "kiosk.display.footer") }
      /// Server
      public static var server: String { return L10n.tr("Localizable", "kiosk.display.server") }
      /// Display
      public static var title: String { return L10n.tr("Localizable", "kiosk.display.title") }
    }
    public enum Footer {
      /// When enabled, the display will be locked to the dashboard. Use Face ID, Touch ID, or device passcode to exit.
      public static var description: String { return L10n.tr("Localizable", "kiosk.footer.description") }
    }
    public enum PushCommand {
      /// Returning to dashboard
      public static var defaultDashboard: String { return L10n.tr("Localizable", "kiosk.push_command.default_dashboard") }
      /// Hiding camera
      public static var hideCamera: String { return L10n.tr("Localizable", "kiosk.push_command.hide_camera") }
      /// Hiding screensaver
      public static var hideScreensaver: String { return L10n.tr("Localizable", "kiosk.push_command.hide_screensaver") }
      /// Reloading dashboard
      public static var reload: String { return L10n.tr("Localizable", "kiosk.push_command.reload") }
      /// Setting brightness
      public static var setBrightness: String { return L10n.tr("Localizable", "kiosk.push_command.set_brightness") }
      /// Setting screensaver brightness
      public static var setScreensaverBrightness: String { return L10n.tr("Localizable", "kiosk.push_command.set_screensaver_brightness") }
      /// Setting screensaver mode
      public static var setScreensaverMode: String { return L10n.tr("Localizable", "kiosk.push_command.set_screensaver_mode") }
      /// Setting volume
      public static var setVolume: String { return L10n.tr("Localizable", "kiosk.push_command.set_volume") }
      /// Showing camera
      public static var showCamera: String { return L10n.tr("Localizable", "kiosk.push_command.show_camera") }
      /// Showing screensaver
      public static var showScreensaver: String { return L10n.tr("Localizable", "kiosk.push_command.show_screensaver") }
      /// Kiosk command
      public static var subtitle: String { return L10n.tr("Localizable", "kiosk.push_command.subtitle") }
    }
    public enum Screensaver {
      /// Show a screensaver after a period of inactivity to protect the display and save power.
      public static var body: String { return L10n.tr("Localizable", "kiosk.screensaver.body") }
      /// Clock boldness
      public static var clockBoldness: String { return L10n.tr("Localizable", "kiosk.screensaver.clock_boldness") }
      /// Clock size
      public static var clockSize: String { return L10n.tr("Localizable", "kiosk.screensaver.clock_size") }
      /// Date boldness
      public static var dateBoldness: String { return L10n.tr("Localizable", "kiosk.screensaver.date_boldness") }
      /// Date size
      public static var dateSize: String { return L10n.tr("Localizable", "kiosk.screensaver.date_size") }
      /// Dim
      public static var dim: String { return L10n.tr("Localizable", "kiosk.screensaver.dim") }
      /// Dim Level: %li%%
      public static func dimLevel(_ p1: Int) -> String {
        return L10n.tr("Localizable", "kiosk.screensaver.dim_level", p1)
      }
      /// Dim level
      public static var dimmingLevel: String { return L10n.tr("Localizable", "kiosk.screensaver.dimming_level") }
      /// Enabled
      public static var enabled: String { return L10n.tr("Localizable", "kiosk.screensaver.enabled") }
      /// Mode
      public static var mode: String { return L10n.tr("Localizable", "kiosk.screensaver.mode") }
      /// Pixel shift (OLED)
      public static var pixelShift: String { return L10n.tr("Localizable", "kiosk.screensaver.pixel_shift") }
      /// Slowly nudges the clock by a few pixels to help prevent burn-in on OLED displays.
      public static var pixelShiftFooter: String { return L10n.tr("Localizable", "kiosk.screensaver.pixel_shift_footer") }
      /// Preview
      public static var preview: String { return L10n.tr("Localizable", "kiosk.screensaver.preview") }
      /// Screensaver
      public static var section: String { return L10n.tr("Localizable", "kiosk.screensaver.section") }
      /// Show date
      public static var showDate: String { return L10n.tr("Localizable", "kiosk.screensaver.show_date") }
      /// Show seconds
      public static var showSeconds: String { return L10n.tr("Localizable", "kiosk.screensaver.show_seconds") }
      /// Time to start
      public static var timeToStart: String { return L10n.tr("Localizable", "kiosk.screensaver.time_to_start") }
      /// Timeout
      public static var timeout: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout") }
      /// Screensaver
      public static var title: String { return L10n.tr("Localizable", "kiosk.screensaver.title") }
      /// Screensaver
      public static var toggle: String { return L10n.tr("Localizable", "kiosk.screensaver.toggle") }
      /// Wake on camera motion
      public static var wakeOnCameraMotion: String { return L10n.tr("Localizable", "kiosk.screensaver.wake_on_camera_motion") }
      /// Uses the front camera to detect motion: the screensaver won't start while motion is ongoing, and is dismissed when motion is detected. The camera stays active the whole time kiosk mode runs with this option on.
      public static var wakeOnCameraMotionFooter: String { return L10n.tr("Localizable", "kiosk.screensaver.wake_on_camera_motion_footer") }
      public enum Clock {
        /// Clock
        public static var title: String { return L10n.tr("Localizable", "kiosk.screensaver.clock.title") }
      }
      public enum ClockStyle {
        /// Large
        public static var large: String { return L10n.tr("Localizable", "kiosk.screensaver.clock_style.large") }
        /// Medium
        public static var medium: String { return L10n.tr("Localizable", "kiosk.screensaver.clock_style.medium") }
        /// Small
        public static var small: String { return L10n.tr("Localizable", "kiosk.screensaver.clock_style.small") }
        /// Clock style
        public static var title: String { return L10n.tr("Localizable", "kiosk.screensaver.clock_style.title") }
      }
      public enum ConfigurationAccess {
        /// Kiosk settings entry position
        public static var position: String { return L10n.tr("Localizable", "kiosk.screensaver.configuration_access.position") }
        /// Configuration access
        public static var title: String { return L10n.tr("Localizable", "kiosk.screensaver.configuration_access.title") }
      }
      public enum Dimming {
        /// Dimming
        public static var title: String { return L10n.tr("Localizable", "kiosk.screensaver.dimming.title") }
      }
      public enum Mode {
        /// Blank
        public static var blank: String { return L10n.tr("Localizable", "kiosk.screensaver.mode.blank") }
        /// Clock
        public static var clock: String { return L10n.tr("Localizable", "kiosk.screensaver.mode.clock") }
        /// Dim
        public static var dim: String { return L10n.tr("Localizable", "kiosk.screensaver.mode.dim") }
        /// Mode
        public static var title: String { return L10n.tr("Localizable", "kiosk.screensaver.mode.title") }
      }
      public enum Timeout {
        /// 1 hour
        public static var hours1: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.hours_1") }
        /// 1 minute
        public static var minutes1: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.minutes_1") }
        /// 10 minutes
        public static var minutes10: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.minutes_10") }
        /// 15 minutes
        public static var minutes15: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.minutes_15") }
        /// 30 minutes
        public static var minutes30: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.minutes_30") }
        /// 5 minutes
        public static var minutes5: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.minutes_5") }
        /// Push notification controlled
        public static var pushNotificationControlled: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.push_notification_controlled") }
        /// 30 seconds
        public static var seconds30: String { return L10n.tr("Localizable", "kiosk.screensaver.timeout.seconds_30") }
      }
    }
    public enum Section {
      /// Kiosk Mode
      public static var title: String { return L10n.tr("Localizable", "kiosk.section.title") }
    }
    public enum Security {
      /// Tap the %1$@ corner %2$@ times to access kiosk settings when locked.
      public static func gestureFooter(_ p1: Any, _ p2: Any) -> String {
        return L10n.tr("Localizable", "kiosk.security.gesture_footer", String(describing: p1), String(describing: p2))
      }
      /// Hide Status Bar
      public static var hideStatusBar: String { return L10n.tr("Localizable", "kiosk.security.hide_status_bar") }
      /// Security & Display
      public static var section: String { return L10n.tr("Localizable", "kiosk.security.section") }
      /// Taps Required: %li
      public static func tapsRequired(_ p1: Int) -> String {
        return L10n.tr("Localizable", "kiosk.security.taps_required", p1)
      }
    }
    public enum Sensors {
      /// Report kiosk mode, brightness, and volume to Home Assistant.
      public static var body: String { return L10n.tr("Localizable", "kiosk.sensors.body") }
      /// These sensors also appear in the app's sensor settings. Enabling or disabling them here keeps both places in sync.
      public static var footer: String { return L10n.tr("Localizable", "kiosk.sensors.footer") }
      /// Sensors
      public static var title: String { return L10n.tr("Localizable", "kiosk.sensors.title") }
    }
  }

  public enum LegacyActions {
    /// Legacy iOS Actions are not the recommended way to interact with Home Assistant anymore, please use Scripts, Scenes and Automations directly in your Widgets, Apple Watch and CarPlay.
    public static var disclaimer: String { return L10n.tr("Localizable", "legacy_actions.disclaimer") }
  }

  public enum LiveActivity {
    /// Home Assistant
    public static var defaultTitle: String { return L10n.tr("Localizable", "live_activity.default_title") }
    /// Documentation
    public static var documentation: String { return L10n.tr("Localizable", "live_activity.documentation") }
    /// No active Live Activities
    public static var emptyState: String { return L10n.tr("Localizable", "live_activity.empty_state") }
    /// Real-time Home Assistant updates on your Lock Screen and Dynamic Island.
    public static var subtitle: String { return L10n.tr("Localizable", "live_activity.subtitle") }
    /// Live Activities
    public static var title: String { return L10n.tr("Localizable", "live_activity.title") }
    public enum Accessibility {
      /// Progress
      public static var progress: String { return L10n.tr("Localizable", "live_activity.accessibility.progress") }
    }
    public enum EndAll {
      /// End All Activities
      public static var button: String { return L10n.tr("Localizable", "live_activity.end_all.button") }
      public enum Confirm {
        /// End All
        public static var button: String { return L10n.tr("Localizable", "live_activity.end_all.confirm.button") }
        /// End all Live Activities?
        public static var title: String { return L10n.tr("Localizable", "live_activity.end_all.confirm.title") }
      }
    }
    public enum FrequentUpdates {
      /// Allows Home Assistant to update Live Activities up to once per second. Enable in Settings u203A %@ u203A Live Activities.
      public static func footer(_ p1: Any) -> String {
        return L10n.tr("Localizable", "live_activity.frequent_updates.footer", String(describing: p1))
      }
      /// Frequent Updates
      public static var title: String { return L10n.tr("Localizable", "live_activity.frequent_updates.title") }
    }
    public enum Privacy {
      /// Live Activity content is visible on your Lock Screen and Dynamic Island without Face ID or Touch ID. Choose what you display carefully.
      public static var message: String { return L10n.tr("Localizable", "live_activity.privacy.message") }
    }
    public enum Sample {
      public enum Alarm {
        /// Short 60-second countdown, no progress bar. Red communicates urgency — watch the timer count down in real time.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.alarm.note") }
        /// A red 60-second countdown that grabs attention.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.alarm.summary") }
        /// Alarm · 60 sec Countdown
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.alarm.title") }
      }
      public enum AllFields {
        /// Every content-state field active at once: icon, live countdown, and progress bar. Confirms no layout collisions.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.all_fields.note") }
        /// An icon, a timer, and a progress bar all at once.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.all_fields.summary") }
        /// All Fields · Max Load
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.all_fields.title") }
      }
      public enum CountDown {
        /// chronometer with when: 2700 and when_relative: true — a 45-minute countdown. The tinted timer bar (progress_bar_color) drains as time runs out.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.count_down.note") }
        /// A 45-minute countdown, like a kitchen timer.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.count_down.summary") }
        /// Oven Timer · 45 min Countdown
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.count_down.title") }
      }
      public enum CountUp {
        /// chronometer with when: 0 and when_relative: true resolves to "now", so the timer counts up — showing elapsed time since the activity started. No progress bar: an unbounded count-up has no end. To count up toward a target, use a negative when instead.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.count_up.note") }
        /// A timer that counts up from zero.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.count_up.summary") }
        /// Washing Machine · Count-Up Timer
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.count_up.title") }
      }
      public enum CountUpTarget {
        /// A negative relative when (when: -1200) counts up toward the target: 0:00 → 20:00, the bar fills, and the timer freezes when it gets there.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.count_up_target.note") }
        /// A timer that counts up toward a 20-minute goal.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.count_up_target.summary") }
        /// Workout · Count-Up to 20 min
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.count_up_target.title") }
      }
      public enum CustomColors {
        /// Sets a custom background and text color for the Lock Screen card. The Dynamic Island keeps its system-provided dark style.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.custom_colors.note") }
        /// A card with your own background and text colors.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.custom_colors.summary") }
        /// Custom Colors · Background + Text
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.custom_colors.title") }
      }
      public enum Delivery {
        /// message, criticalText, and icon all change on every update — no progress bar. The status category itself changes, not just a value.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.delivery.note") }
        /// A package moving from shipped to delivered.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.delivery.summary") }
        /// Package Delivery · All Text Fields
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.delivery.title") }
      }
      public enum Dishwasher {
        /// The only sample that tests start → update → end. After it ends, the final "Done" state lingers on the lock screen (up to 4 h).
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.dishwasher.note") }
        /// A full cycle that starts, runs, and finishes on its own.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.dishwasher.summary") }
        /// Dishwasher · Full Lifecycle, Ends Itself
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.dishwasher.title") }
      }
      public enum Ev {
        /// Numeric percentage in criticalText updates alongside the progress bar; color shifts from green to yellow-green as the charge nears full.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.ev.note") }
        /// A car battery charging up to full.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.ev.summary") }
        /// EV Charging · Numeric %
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.ev.title") }
      }
      public enum Media {
        /// Progress (playback position) and a live countdown (time left in track) update together. The track change resets both.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.media.note") }
        /// A now-playing track with its position and time left.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.media.summary") }
        /// Media Player · Progress + Timer
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.media.title") }
      }
      public enum NoIcon {
        /// No icon and no color, so the progress bar uses the default HA-blue tint. criticalText shows in the Dynamic Island compact trailing only.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.no_icon.note") }
        /// A progress bar in the default color, with no icon.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.no_icon.summary") }
        /// No Icon · Default Color
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.no_icon.title") }
      }
      public enum Plain {
        /// Minimum viable layout — only the message field is set. Verifies the bare layout renders without icon, progress, or timer.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.plain.note") }
        /// A basic message with nothing else.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.plain.summary") }
        /// Plain Message
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.plain.title") }
      }
      public enum ProgressDirection {
        /// progress_bar_direction: decreasing flips the bar's fill: it shows what remains (progress_max − progress) and drains as progress rises. Percent text still shows the raw progress value. Also works on timer bars, e.g. increasing makes a countdown fill up instead of drain.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.progress_direction.note") }
        /// A progress bar that drains instead of fills.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.progress_direction.summary") }
        /// Battery · Decreasing Bar
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.progress_direction.title") }
      }
      public enum RateLimit {
        /// Six updates 2 s apart. On iOS 18 the system renders ~one per 15 s — some are silently dropped and the counter skips. On the simulator and iOS 17 all six render.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.rate_limit.note") }
        /// Rapid back-to-back updates to test how many show.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.rate_limit.summary") }
        /// Rate Limit · 6 Rapid Updates
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.rate_limit.title") }
      }
      public enum Security {
        /// No progress bar — state is communicated entirely through color and icon. Escalates orange (motion) → red (person) → green (all clear).
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.security.note") }
        /// A security alert escalating, then all clear.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.security.summary") }
        /// Security Escalation · Color + Icon
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.security.title") }
      }
      public enum Washing {
        /// Progress advances through five named stages; criticalText tracks the current stage. The icon swaps to a check on completion.
        public static var note: String { return L10n.tr("Localizable", "live_activity.sample.washing.note") }
        /// A wash cycle moving through each of its stages.
        public static var summary: String { return L10n.tr("Localizable", "live_activity.sample.washing.summary") }
        /// Washing Machine · Stage Labels
        public static var title: String { return L10n.tr("Localizable", "live_activity.sample.washing.title") }
      }
    }
    public enum Samples {
      /// Start drives the activity through several updates. Lock the screen to watch them live.
      public static var animatedFooter: String { return L10n.tr("Localizable", "live_activity.samples.animated_footer") }
      /// Sample · Animated
      public static var animatedTitle: String { return L10n.tr("Localizable", "live_activity.samples.animated_title") }
      /// Copied
      public static var copied: String { return L10n.tr("Localizable", "live_activity.samples.copied") }
      /// Copy
      public static var copy: String { return L10n.tr("Localizable", "live_activity.samples.copy") }
      /// Start runs this sample locally on-device. The YAML triggers the same Live Activity from an automation or script — point it at your device's notify action.
      public static var detailFooter: String { return L10n.tr("Localizable", "live_activity.samples.detail_footer") }
      /// Show YAML
      public static var showYaml: String { return L10n.tr("Localizable", "live_activity.samples.show_yaml") }
      /// Start
      public static var start: String { return L10n.tr("Localizable", "live_activity.samples.start") }
      /// Started — lock the screen to watch
      public static var started: String { return L10n.tr("Localizable", "live_activity.samples.started") }
      /// Fixed state — no updates after start. Good for checking layout at a glance.
      public static var staticFooter: String { return L10n.tr("Localizable", "live_activity.samples.static_footer") }
      /// Sample · Static
      public static var staticTitle: String { return L10n.tr("Localizable", "live_activity.samples.static_title") }
      /// Samples
      public static var title: String { return L10n.tr("Localizable", "live_activity.samples.title") }
      /// YAML
      public static var yamlTitle: String { return L10n.tr("Localizable", "live_activity.samples.yaml_title") }
    }
    public enum Section {
      /// Active Activities
      public static var active: String { return L10n.tr("Localizable", "live_activity.section.active") }
      /// Privacy
      public static var privacy: String { return L10n.tr("Localizable", "live_activity.section.privacy") }
      /// Status
      public static var status: String { return L10n.tr("Localizable", "live_activity.section.status") }
    }
    public enum Status {
      /// Enabled
      public static var enabled: String { return L10n.tr("Localizable", "live_activity.status.enabled") }
      /// Not available on iPad
      public static var notSupported: String { return L10n.tr("Localizable", "live_activity.status.not_supported") }
      /// Open Settings
      public static var openSettings: String { return L10n.tr("Localizable", "live_activity.status.open_settings") }
    }
    public enum Sync {
      /// Sync with Home Assistant
      public static var button: String { return L10n.tr("Localizable", "live_activity.sync.button") }
      /// Synced
      public static var done: String { return L10n.tr("Localizable", "live_activity.sync.done") }
      /// Reports running Live Activities to Home Assistant and releases tokens for any that have ended. Runs automatically when the app opens.
      public static var footer: String { return L10n.tr("Localizable", "live_activity.sync.footer") }
    }
    public enum TokenUnreachable {
      /// Home Assistant couldn't be reached to register this Live Activity, so it won't receive updates. Check the server's connection security level in the companion app settings, and if you rely on your internal URL make sure location permission is set to “Always”.
      public static var body: String { return L10n.tr("Localizable", "live_activity.token_unreachable.body") }
      /// Live Activity won't update
      public static var title: String { return L10n.tr("Localizable", "live_activity.token_unreachable.title") }
    }
  }

  public enum LocationChangeNotification {
    /// Location change
    public static var title: String { return L10n.tr("Localizable", "location_change_notification.title") }
    public enum AppShortcut {
      /// Location updated via App Shortcut
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.app_shortcut.body") }
    }
    public enum BackgroundFetch {
      /// Current location delivery triggered via background fetch
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.background_fetch.body") }
    }
    public enum BeaconRegionEnter {
      /// %@ entered via iBeacon
      public static func body(_ p1: Any) -> String {
        return L10n.tr("Localizable", "location_change_notification.beacon_region_enter.body", String(describing: p1))
      }
    }
    public enum BeaconRegionExit {
      /// %@ exited via iBeacon
      public static func body(_ p1: Any) -> String {
        return L10n.tr("Localizable", "location_change_notification.beacon_region_exit.body", String(describing: p1))
      }
    }
    public enum Launch {
      /// Location updated via app launch
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.launch.body") }
    }
    public enum Manual {
      /// Location update triggered by user
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.manual.body") }
    }
    public enum Periodic {
      /// Location updated via periodic update
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.periodic.body") }
    }
    public enum PushNotification {
      /// Location updated via push notification
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.push_notification.body") }
    }
    public enum RegionEnter {
      /// %@ entered
      public static func body(_ p1: Any) -> String {
        return L10n.tr("Localizable", "location_change_notification.region_enter.body", String(describing: p1))
      }
    }
    public enum RegionExit {
      /// %@ exited
      public static func body(_ p1: Any) -> String {
        return L10n.tr("Localizable", "location_change_notification.region_exit.body", String(describing: p1))
      }
    }
    public enum Signaled {
      /// Location updated via update signal
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.signaled.body") }
    }
    public enum SignificantLocationUpdate {
      /// Significant location change detected
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.significant_location_update.body") }
    }
    public enum Siri {
      /// Location update triggered by Siri
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.siri.body") }
    }
    public enum Unknown {
      /// Location updated via unknown method
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.unknown.body") }
    }
    public enum UrlScheme {
      /// Location updated via URL Scheme
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.url_scheme.body") }
    }
    public enum Visit {
      /// Location updated via Visit
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.visit.body") }
    }
    public enum WatchContext {
      /// Location updated via watch context sync
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.watch_context.body") }
    }
    public enum XCallbackUrl {
      /// Location updated via X-Callback-URL
      public static var body: String { return L10n.tr("Localizable", "location_change_notification.x_callback_url.body") }
    }
  }

  public enum Mac {
    public enum Copy {
      /// Copy
      public static var accessibilityLabel: String { return L10n.tr("Localizable", "mac.copy.accessibility_label") }
    }
    public enum Navigation {
      public enum GoBack {
        /// Navigate back
        public static var accessibilityLabel: String { return L10n.tr("Localizable", "mac.navigation.go_back.accessibility_label") }
      }
      public enum GoForward {
        /// Navigate forward
        public static var accessibilityLabel: String { return L10n.tr("Localizable", "mac.navigation.go_forward.accessibility_label") }
      }
    }
    public enum OpenInSafari {
      /// Open in Safari
      public static var accessibilityLabel: String { return L10n.tr("Localizable", "mac.open_in_safari.accessibility_label") }
    }
    public enum Paste {
      /// Paste
      public static var accessibilityLabel: String { return L10n.tr("Localizable", "mac.paste.accessibility_label") }
    }
  }

  public enum MagicItem {
    /// Action
    public static var action: String { return L10n.tr("Localizable", "magic_item.action") }
    /// Add
    public static var add: String { return L10n.tr("Localizable", "magic_item.add") }
    /// Save
    public static var edit: String { return L10n.tr("Localizable", "magic_item.edit") }
    public enum Action {
      /// On tap
      public static var onTap: String { return L10n.tr("Localizable", "magic_item.action.on_tap") }
      public enum Assist {
        /// Assist
        public static var title: String { return L10n.tr("Localizable", "magic_item.action.assist.title") }
        public enum Pipeline {
          /// Pipeline
          public static var title: String { return L10n.tr("Localizable", "magic_item.action.assist.pipeline.title") }
        }
        public enum StartListening {
          /// Start listening
          public static var title: String { return L10n.tr("Localizable", "magic_item.action.assist.start_listening.title") }
        }
        public enum Unsupported {
          /// Assist (iOS 26.4+)
          public static var title: String { return L10n.tr("Localizable", "magic_item.action.assist.unsupported.title") }
        }
      }
      public enum NavigationPath {
        /// e.g. /lovelace/cameras
        public static var placeholder: String { return L10n.tr("Localizable", "magic_item.action.navigation_path.placeholder") }
        /// Navigation path
        public static var title: String { return L10n.tr("Localizable", "magic_item.action.navigation_path.title") }
      }
      public enum Script {
        /// Script
        public static var title: String { return L10n.tr("Localizable", "magic_item.action.script.title") }
      }
    }
    public enum AssistPrompt {
      /// Assist prompt
      public static var navigationTitle: String { return L10n.tr("Localizable", "magic_item.assist_prompt.navigation_title") }
      public enum Prompt {
        /// When executed in CarPlay, this prompt will be sent to Assist and the response will be played as audio. Make sure the selected Assist pipeline has text-to-speech configured.
        public static var footer: String { return L10n.tr("Localizable", "magic_item.assist_prompt.prompt.footer") }
        /// Prompt
        public static var title: String { return L10n.tr("Localizable", "magic_item.assist_prompt.prompt.title") }
      }
      public enum Title {
        /// Title
        public static var title: String { return L10n.tr("Localizable", "magic_item.assist_prompt.title.title") }
      }
    }
    public enum BackgroundColor {
      /// Background color
      public static var title: String { return L10n.tr("Localizable", "magic_item.background_color.title") }
    }
    public enum DisplayText {
      /// Display text
      public static var title: String { return L10n.tr("Localizable", "magic_item.display_text.title") }
    }
    public enum IconColor {
      /// Icon color
      public static var title: String { return L10n.tr("Localizable", "magic_item.icon_color.title") }
    }
    public enum IconName {
      /// Icon name
      public static var title: String { return L10n.tr("Localizable", "magic_item.icon_name.title") }
    }
    public enum ItemType {
      public enum Action {
        public enum List {
          /// iOS Actions
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.action.list.title") }
          public enum Warning {
            /// We will stop supporting iOS Actions in the future, please consider using Home Assistant scripts or scenes instead.
            public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.action.list.warning.title") }
          }
        }
      }
      public enum App {
        public enum List {
          /// App
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.app.list.title") }
        }
      }
      public enum Area {
        public enum List {
          /// No areas with entities your Apple Watch can show yet.
          public static var empty: String { return L10n.tr("Localizable", "magic_item.item_type.area.list.empty") }
          /// Area
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.area.list.title") }
        }
      }
      public enum AssistPrompt {
        /// Assist prompt
        public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.assist_prompt.title") }
        public enum Unsupported {
          /// Assist prompt (iOS 26.4+)
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.assist_prompt.unsupported.title") }
        }
      }
      public enum Complication {
        public enum List {
          /// No rectangular complications yet. Create one in Settings > Apple Watch > Complications first.
          public static var empty: String { return L10n.tr("Localizable", "magic_item.item_type.complication.list.empty") }
          /// Complication
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.complication.list.title") }
        }
      }
      public enum Entity {
        public enum List {
          /// Entity
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.entity.list.title") }
        }
      }
      public enum Scene {
        public enum List {
          /// Scenes
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.scene.list.title") }
        }
      }
      public enum Script {
        public enum List {
          /// Scripts
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.script.list.title") }
        }
      }
      public enum ScriptsScenesAutomations {
        public enum List {
          /// Scripts, Scenes & Automations
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.scripts_scenes_automations.list.title") }
        }
      }
      public enum Selection {
        public enum List {
          /// Item type
          public static var title: String { return L10n.tr("Localizable", "magic_item.item_type.selection.list.title") }
        }
      }
    }
    public enum Name {
      /// Name
      public static var title: String { return L10n.tr("Localizable", "magic_item.name.title") }
    }
    public enum NameAndIcon {
      /// Edit script name and icon in frontend under 'Settings' > 'Automations & scenes' > 'Scripts'.
      public static var footer: String { return L10n.tr("Localizable", "magic_item.name_and_icon.footer") }
      public enum Footer {
        /// Edit scene name and icon in frontend under 'Settings' > 'Automations & scenes' > 'Scenes'.
        public static var scenes: String { return L10n.tr("Localizable", "magic_item.name_and_icon.footer.scenes") }
      }
    }
    public enum RequireConfirmation {
      /// Require confirmation
      public static var title: String { return L10n.tr("Localizable", "magic_item.require_confirmation.title") }
    }
    public enum TextColor {
      /// Text color
      public static var title: String { return L10n.tr("Localizable", "magic_item.text_color.title") }
    }
    public enum UseCustomColors {
      /// Use custom colors
      public static var title: String { return L10n.tr("Localizable", "magic_item.use_custom_colors.title") }
    }
  }

  public enum MainWindowGroupCommands {
    public enum Areas {
      /// No Areas
      public static var empty: String { return L10n.tr("Localizable", "main_window_group_commands.areas.empty") }
      /// Areas
      public static var title: String { return L10n.tr("Localizable", "main_window_group_commands.areas.title") }
    }
    public enum Entities {
      /// No Entities
      public static var empty: String { return L10n.tr("Localizable", "main_window_group_commands.entities.empty") }
      /// Entities
      public static var title: String { return L10n.tr("Localizable", "main_window_group_commands.entities.title") }
    }
    public enum Floor {
      /// No Floor
      public static var empty: String { return L10n.tr("Localizable", "main_window_group_commands.floor.empty") }
    }
    public enum OtherEntities {
      /// Other entities
      public static var title: String { return L10n.tr("Localizable", "main_window_group_commands.other_entities.title") }
    }
  }

  public enum Menu {
    public enum Actions {
      /// Configure…
      public static var configure: String { return L10n.tr("Localizable", "menu.actions.configure") }
      /// Actions
      public static var title: String { return L10n.tr("Localizable", "menu.actions.title") }
    }
    public enum Application {
      /// About %@
      public static func about(_ p1: Any) -> String {
        return L10n.tr("Localizable", "menu.application.about", String(describing: p1))
      }
      /// Preferences…
      public static var preferences: String { return L10n.tr("Localizable", "menu.application.preferences") }
    }
    public enum File {
      /// Update Sensors
      public static var updateSensors: String { return L10n.tr("Localizable", "menu.file.update_sensors") }
    }
    public enum Help {
      /// %@ Help
      public static func help(_ p1: Any) -> String {
        return L10n.tr("Localizable", "menu.help.help", String(describing: p1))
      }
    }
    public enum StatusItem {
      /// Quit
      public static var quit: String { return L10n.tr("Localizable", "menu.status_item.quit") }
      /// Toggle %1$@
      public static func toggle(_ p1: Any) -> String {
        return L10n.tr("Localizable", "menu.status_item.toggle", String(describing: p1))
      }
    }
    public enum View {
      /// Customize Toolbar…
      public static var customizeToolbar: String { return L10n.tr("Localizable", "menu.view.customize_toolbar") }
      /// Find
      public static var find: String { return L10n.tr("Localizable", "menu.view.find") }
      /// Reload Page
      public static var reloadPage: String { return L10n.tr("Localizable", "menu.view.reload_page") }
    }
  }

  public enum Mtls {
    public enum Beta {
      /// This is a beta feature, if you experience any issues, please report them using the button below.
      /// 
      /// Currently mTLS is only supported on iOS 17+, it may present issues related to displaying notification attachments, Assist TTS audio and it will not fully work on Apple Watch.
      public static var info: String { return L10n.tr("Localizable", "mtls.beta.info") }
    }
  }

  public enum NavBar {
    /// Close
    public static var close: String { return L10n.tr("Localizable", "navBar.close") }
  }

  public enum Network {
    public enum Error {
      public enum NoActiveUrl {
        /// Open companion app settings and check your server settings, internal URL will only be used if local network is defined (SSID), if you are using VPN try setting your external URL as the same as internal URL.
        public static var body: String { return L10n.tr("Localizable", "network.error.no_active_url.body") }
        /// “%@” has no URL this device can use right now.
        public static func description(_ p1: Any) -> String {
          return L10n.tr("Localizable", "network.error.no_active_url.description", String(describing: p1))
        }
        /// No URL available to load
        public static var title: String { return L10n.tr("Localizable", "network.error.no_active_url.title") }
      }
    }
  }

  public enum Nfc {
    /// Tag Read
    public static var genericTagRead: String { return L10n.tr("Localizable", "nfc.generic_tag_read") }
    /// NFC is not available on this device
    public static var notAvailable: String { return L10n.tr("Localizable", "nfc.not_available") }
    /// NFC Tag Read
    public static var tagRead: String { return L10n.tr("Localizable", "nfc.tag_read") }
    public enum Detail {
      /// Copy to Pasteboard
      public static var copy: String { return L10n.tr("Localizable", "nfc.detail.copy") }
      /// Create a Duplicate
      public static var duplicate: String { return L10n.tr("Localizable", "nfc.detail.duplicate") }
      /// Example Trigger
      public static var exampleTrigger: String { return L10n.tr("Localizable", "nfc.detail.example_trigger") }
      /// Fire Event
      public static var fire: String { return L10n.tr("Localizable", "nfc.detail.fire") }
      /// Share Identifier
      public static var share: String { return L10n.tr("Localizable", "nfc.detail.share") }
      /// Tag Identifier
      public static var tagValue: String { return L10n.tr("Localizable", "nfc.detail.tag_value") }
      /// NFC Tag
      public static var title: String { return L10n.tr("Localizable", "nfc.detail.title") }
    }
    public enum List {
      /// NFC tags written by the app will show a notification when you bring your device near them. Activating the notification will launch the app and fire an event.
      /// 
      /// Tags will work on any device with Home Assistant installed which has hardware support to read them.
      public static var description: String { return L10n.tr("Localizable", "nfc.list.description") }
      /// Learn More
      public static var learnMore: String { return L10n.tr("Localizable", "nfc.list.learn_more") }
      /// Read Tag
      public static var readTag: String { return L10n.tr("Localizable", "nfc.list.read_tag") }
      /// NFC Read/Write
      public static var title: String { return L10n.tr("Localizable", "nfc.list.title") }
      /// Write Tag
      public static var writeTag: String { return L10n.tr("Localizable", "nfc.list.write_tag") }
    }
    public enum Read {
      /// Hold your %@ near an NFC tag
      public static func startMessage(_ p1: Any) -> String {
        return L10n.tr("Localizable", "nfc.read.start_message", String(describing: p1))
      }
      public enum Error {
        /// Failed to read tag
        public static var genericFailure: String { return L10n.tr("Localizable", "nfc.read.error.generic_failure") }
        /// NFC tag is not a Home Assistant tag
        public static var notHomeAssistant: String { return L10n.tr("Localizable", "nfc.read.error.not_home_assistant") }
        /// NFC tag is invalid
        public static var tagInvalid: String { return L10n.tr("Localizable", "nfc.read.error.tag_invalid") }
      }
    }
    public enum TagApproval {
      /// Allow Always
      public static var allowAlways: String { return L10n.tr("Localizable", "nfc.tag_approval.allow_always") }
      /// Allow Once
      public static var allowOnce: String { return L10n.tr("Localizable", "nfc.tag_approval.allow_once") }
      /// Copy tag
      public static var copyTag: String { return L10n.tr("Localizable", "nfc.tag_approval.copy_tag") }
      /// Send this tag to Home Assistant to trigger linked automations.
      public static var description: String { return L10n.tr("Localizable", "nfc.tag_approval.description") }
      /// Allow tag?
      public static var title: String { return L10n.tr("Localizable", "nfc.tag_approval.title") }
      public enum TagId {
        /// Tag identifier
        public static var title: String { return L10n.tr("Localizable", "nfc.tag_approval.tag_id.title") }
      }
    }
    public enum Write {
      /// Hold your %@ near a writable NFC tag
      public static func startMessage(_ p1: Any) -> String {
        return L10n.tr("Localizable", "nfc.write.start_message", String(describing: p1))
      }
      /// Tag Written!
      public static var successMessage: String { return L10n.tr("Localizable", "nfc.write.success_message") }
      public enum Error {
        /// NFC tag has insufficient capacity: needs %ld but only has %ld
        public static func capacity(_ p1: Int, _ p2: Int) -> String {
          return L10n.tr("Localizable", "nfc.write.error.capacity", p1, p2)
        }
        /// NFC tag is not NDEF format
        public static var invalidFormat: String { return L10n.tr("Localizable", "nfc.write.error.invalid_format") }
        /// NFC tag is read-only
        public static var notWritable: String { return L10n.tr("Localizable", "nfc.write.error.not_writable") }
      }
      public enum IdentifierChoice {
        /// Manual
        public static var manual: String { return L10n.tr("Localizable", "nfc.write.identifier_choice.manual") }
        /// The identifier helps differentiate various tags.
        public static var message: String { return L10n.tr("Localizable", "nfc.write.identifier_choice.message") }
        /// Random (Recommended)
        public static var random: String { return L10n.tr("Localizable", "nfc.write.identifier_choice.random") }
        /// What kind of tag identifier?
        public static var title: String { return L10n.tr("Localizable", "nfc.write.identifier_choice.title") }
      }
      public enum ManualInput {
        /// What identifier for the tag?
        public static var title: String { return L10n.tr("Localizable", "nfc.write.manual_input.title") }
      }
    }
  }

  public enum NotificationService {
    /// Failed to load attachment
    public static var failedToLoad: String { return L10n.tr("Localizable", "notification_service.failed_to_load") }
    /// Loading Actions…
    public static var loadingDynamicActions: String { return L10n.tr("Localizable", "notification_service.loading_dynamic_actions") }
    public enum Parser {
      public enum Camera {
        /// entity_id provided was invalid.
        public static var invalidEntity: String { return L10n.tr("Localizable", "notification_service.parser.camera.invalid_entity") }
      }
      public enum Url {
        /// The given URL was invalid.
        public static var invalidUrl: String { return L10n.tr("Localizable", "notification_service.parser.url.invalid_url") }
        /// No URL was provided.
        public static var noUrl: String { return L10n.tr("Localizable", "notification_service.parser.url.no_url") }
      }
    }
  }

  public enum NotificationsConfigurator {
    /// Identifier
    public static var identifier: String { return L10n.tr("Localizable", "notifications_configurator.identifier") }
    public enum Action {
      public enum ExampleTrigger {
        /// Example Trigger
        public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.example_trigger.title") }
      }
      public enum Rows {
        public enum AuthenticationRequired {
          /// When the user selects an action with this option, the system prompts the user to unlock the device. After unlocking, Home Assistant will be notified of the selected action.
          public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.authentication_required.footer") }
          /// Authentication Required
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.authentication_required.title") }
        }
        public enum Destructive {
          /// When enabled, the action button is displayed with special highlighting to indicate that it performs a destructive task.
          public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.destructive.footer") }
          /// Destructive
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.destructive.title") }
        }
        public enum Foreground {
          /// Enabling this will cause the app to launch if it's in the background when tapping a notification
          public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.foreground.footer") }
          /// Launch app
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.foreground.title") }
        }
        public enum TextInputButtonTitle {
          /// Button Title
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.text_input_button_title.title") }
        }
        public enum TextInputPlaceholder {
          /// Placeholder
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.text_input_placeholder.title") }
        }
        public enum Title {
          /// Title
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.rows.title.title") }
        }
      }
      public enum TextInput {
        /// Text Input
        public static var title: String { return L10n.tr("Localizable", "notifications_configurator.action.text_input.title") }
      }
    }
    public enum Category {
      public enum ExampleCall {
        /// Example Service Call
        public static var title: String { return L10n.tr("Localizable", "notifications_configurator.category.example_call.title") }
      }
      public enum NavigationBar {
        /// Category Configurator
        public static var title: String { return L10n.tr("Localizable", "notifications_configurator.category.navigation_bar.title") }
      }
      public enum PreviewNotification {
        /// This is a test notification for the %@ notification category
        public static func body(_ p1: Any) -> String {
          return L10n.tr("Localizable", "notifications_configurator.category.preview_notification.body", String(describing: p1))
        }
        /// Test notification
        public static var title: String { return L10n.tr("Localizable", "notifications_configurator.category.preview_notification.title") }
      }
      public enum Rows {
        public enum Actions {
          /// Categories can have a maximum of 10 actions.
          public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.actions.footer") }
          /// Actions
          public static var header: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.actions.header") }
        }
        public enum CategorySummary {
          /// %%u notifications in %%@
          public static var `default`: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.category_summary.default") }
          /// A format string for the summary description used when the system groups the category’s notifications. You can optionally use '%%u' to show the number of notifications in the group and '%%@' to show the summary argument provided in the push payload.
          public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.category_summary.footer") }
          /// Category Summary
          public static var header: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.category_summary.header") }
        }
        public enum HiddenPreviewPlaceholder {
          /// %%u notifications
          public static var `default`: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.hidden_preview_placeholder.default") }
          /// This text is only displayed if you have notification previews hidden. Use '%%u' for the number of messages with the same thread identifier.
          public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.hidden_preview_placeholder.footer") }
          /// Hidden Preview Placeholder
          public static var header: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.hidden_preview_placeholder.header") }
        }
        public enum Name {
          /// Name
          public static var title: String { return L10n.tr("Localizable", "notifications_configurator.category.rows.name.title") }
        }
      }
    }
    public enum NewAction {
      /// New Action
      public static var title: String { return L10n.tr("Localizable", "notifications_configurator.new_action.title") }
    }
    public enum Settings {
      /// Identifier must contain only letters and underscores and be uppercase. It must be globally unique to the app.
      public static var footer: String { return L10n.tr("Localizable", "notifications_configurator.settings.footer") }
      /// Settings
      public static var header: String { return L10n.tr("Localizable", "notifications_configurator.settings.header") }
      public enum Footer {
        /// Identifier can not be changed after creation. You must delete and recreate the action to change the identifier.
        public static var idSet: String { return L10n.tr("Localizable", "notifications_configurator.settings.footer.id_set") }
      }
    }
  }

  public enum OhfBranding {
    /// A PROJECT FROM THE
    public static var caption: String { return L10n.tr("Localizable", "ohf_branding.caption") }
  }

  public enum Onboarding {
    public enum ClientCertificate {
      /// This server requires a client certificate (mTLS) for authentication. Please import your certificate file (.p12 or .pfx).
      public static var description: String { return L10n.tr("Localizable", "onboarding.client_certificate.description") }
      /// Select Certificate File
      public static var selectFileButton: String { return L10n.tr("Localizable", "onboarding.client_certificate.select_file_button") }
      /// Client Certificate Required
      public static var title: String { return L10n.tr("Localizable", "onboarding.client_certificate.title") }
      public enum Error {
        /// Unable to access the selected file
        public static var fileAccess: String { return L10n.tr("Localizable", "onboarding.client_certificate.error.file_access") }
      }
      public enum PasswordPrompt {
        /// Import
        public static var importButton: String { return L10n.tr("Localizable", "onboarding.client_certificate.password_prompt.import_button") }
        /// Enter the password for this certificate
        public static var message: String { return L10n.tr("Localizable", "onboarding.client_certificate.password_prompt.message") }
        /// Password
        public static var placeholder: String { return L10n.tr("Localizable", "onboarding.client_certificate.password_prompt.placeholder") }
        /// Certificate Password
        public static var title: String { return L10n.tr("Localizable", "onboarding.client_certificate.password_prompt.title") }
      }
    }
    public enum Connect {
      /// Connecting to %@
      public static func title(_ p1: Any) -> String {
        return L10n.tr("Localizable", "onboarding.connect.title", String(describing: p1))
      }
      public enum MacSafariWarning {
        /// Try restarting Safari if the login form does not open.
        public static var message: String { return L10n.tr("Localizable", "onboarding.connect.mac_safari_warning.message") }
        /// Launching Safari
        public static var title: String { return L10n.tr("Localizable", "onboarding.connect.mac_safari_warning.title") }
      }
    }
    public enum ConnectionError {
      /// More Info
      public static var moreInfoButton: String { return L10n.tr("Localizable", "onboarding.connection_error.more_info_button") }
      /// Failed to Connect
      public static var title: String { return L10n.tr("Localizable", "onboarding.connection_error.title") }
    }
    public enum ConnectionTestResult {
      /// Error Code:
      public static var errorCode: String { return L10n.tr("Localizable", "onboarding.connection_test_result.error_code") }
      public enum AuthenticationUnsupported {
        /// Authentication type is unsupported%@.
        public static func description(_ p1: Any) -> String {
          return L10n.tr("Localizable", "onboarding.connection_test_result.authentication_unsupported.description", String(describing: p1))
        }
      }
      public enum BasicAuth {
        /// HTTP Basic Authentication is unsupported.
        public static var description: String { return L10n.tr("Localizable", "onboarding.connection_test_result.basic_auth.description") }
      }
      public enum CertificateError {
        /// Don't Trust
        public static var actionDontTrust: String { return L10n.tr("Localizable", "onboarding.connection_test_result.certificate_error.action_dont_trust") }
        /// Trust Certificate
        public static var actionTrust: String { return L10n.tr("Localizable", "onboarding.connection_test_result.certificate_error.action_trust") }
        /// Failed to connect securely
        public static var title: String { return L10n.tr("Localizable", "onboarding.connection_test_result.certificate_error.title") }
      }
      public enum ClientCertificate {
        /// Client Certificate Authentication is not supported.
        public static var description: String { return L10n.tr("Localizable", "onboarding.connection_test_result.client_certificate.description") }
      }
      public enum LocalNetworkPermission {
        /// "Local Network" privacy permission may have been denied. You can change this in the system Settings app.
        public static var description: String { return L10n.tr("Localizable", "onboarding.connection_test_result.local_network_permission.description") }
      }
    }
    public enum DeviceNameCheck {
      public enum Error {
        /// What device name should be used instead?
        public static var prompt: String { return L10n.tr("Localizable", "onboarding.device_name_check.error.prompt") }
        /// A device already exists with the name '%1$@'
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "onboarding.device_name_check.error.title", String(describing: p1))
        }
      }
    }
    public enum Invitation {
      /// Accept
      public static var acceptButton: String { return L10n.tr("Localizable", "onboarding.invitation.accept_button") }
      /// Home Assistant address
      public static var addressTitle: String { return L10n.tr("Localizable", "onboarding.invitation.address_title") }
      /// Home Assistant is open source home automation that puts local control and privacy first.
      public static var description: String { return L10n.tr("Localizable", "onboarding.invitation.description") }
      /// Reject
      public static var rejectButton: String { return L10n.tr("Localizable", "onboarding.invitation.reject_button") }
      /// You've been invited
      public static var screenTitle: String { return L10n.tr("Localizable", "onboarding.invitation.screen_title") }
      /// Only accept this invite if you trust the person who shared it. Connecting to an unknown server could give it access to data you enter or is sent by the app, such as your location and device information.
      public static var securityWarning: String { return L10n.tr("Localizable", "onboarding.invitation.security_warning") }
      /// Home Assistant Invite
      public static var title: String { return L10n.tr("Localizable", "onboarding.invitation.title") }
    }
    public enum LocalAccess {
      /// If this app knows when you’re away from home, it can choose a more secure way to connect to your Home Assistant system. This requires location services to be enabled.
      public static var description: String { return L10n.tr("Localizable", "onboarding.local_access.description") }
      /// Next
      public static var nextButton: String { return L10n.tr("Localizable", "onboarding.local_access.next_button") }
      /// This data will never be shared with the Home Assistant project or third parties.
      public static var privacyDisclaimer: String { return L10n.tr("Localizable", "onboarding.local_access.privacy_disclaimer") }
      /// Let us help secure your remote connection
      public static var title: String { return L10n.tr("Localizable", "onboarding.local_access.title") }
      public enum LessSecureOption {
        /// Less secure: Do not allow this app to know when you're home
        public static var title: String { return L10n.tr("Localizable", "onboarding.local_access.less_secure_option.title") }
      }
      public enum SecureOption {
        /// Most secure: Allow this app to know when you're home
        public static var title: String { return L10n.tr("Localizable", "onboarding.local_access.secure_option.title") }
      }
    }
    public enum LocalOnlyDisclaimer {
      /// Your Home Assistant is only accessible on your home network. To control your smart home from anywhere, you can set up remote access later in your settings.
      public static var primaryDescription: String { return L10n.tr("Localizable", "onboarding.local_only_disclaimer.primary_description") }
      /// For now, you're securely connected to your local network.
      public static var secondaryDescription: String { return L10n.tr("Localizable", "onboarding.local_only_disclaimer.secondary_description") }
      /// Local by default.
      /// Remote when you're ready.
      public static var title: String { return L10n.tr("Localizable", "onboarding.local_only_disclaimer.title") }
      public enum PrimaryButton {
        /// Got it
        public static var title: String { return L10n.tr("Localizable", "onboarding.local_only_disclaimer.primary_button.title") }
      }
    }
    public enum LocationAccess {
      /// Location sharing enables powerful automations, such as turning off the heating when you leave home. This option shares the device’s location only with your Home Assistant system.
      public static var primaryDescription: String { return L10n.tr("Localizable", "onboarding.location_access.primary_description") }
      /// This data stays in your home and is never sent to third parties. It also helps strengthen the security of your connection to Home Assistant.
      public static var secondaryDescription: String { return L10n.tr("Localizable", "onboarding.location_access.secondary_description") }
      /// Use this device's location for automations
      public static var title: String { return L10n.tr("Localizable", "onboarding.location_access.title") }
      public enum PrimaryAction {
        /// Share my location
        public static var title: String { return L10n.tr("Localizable", "onboarding.location_access.primary_action.title") }
      }
      public enum SecondaryAction {
        /// Do not share my location
        public static var title: String { return L10n.tr("Localizable", "onboarding.location_access.secondary_action.title") }
      }
    }
    public enum ManualSetup {
      /// Connect
      public static var connect: String { return L10n.tr("Localizable", "onboarding.manual_setup.connect") }
      /// The URL of your Home Assistant server. Make sure it includes the protocol and port.
      public static var description: String { return L10n.tr("Localizable", "onboarding.manual_setup.description") }
      /// Enter URL
      public static var title: String { return L10n.tr("Localizable", "onboarding.manual_setup.title") }
      public enum CouldntMakeUrl {
        /// The value '%@' was not a valid URL.
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "onboarding.manual_setup.couldnt_make_url.message", String(describing: p1))
        }
        /// Could not create a URL
        public static var title: String { return L10n.tr("Localizable", "onboarding.manual_setup.couldnt_make_url.title") }
      }
      public enum HelperSection {
        /// Did you mean...
        public static var title: String { return L10n.tr("Localizable", "onboarding.manual_setup.helper_section.title") }
      }
      public enum InputError {
        /// Make sure you have entered a valid URL.
        public static var message: String { return L10n.tr("Localizable", "onboarding.manual_setup.input_error.message") }
        /// Invalid URL
        public static var title: String { return L10n.tr("Localizable", "onboarding.manual_setup.input_error.title") }
      }
      public enum NoScheme {
        /// Should we try connecting using http:// or https://?
        public static var message: String { return L10n.tr("Localizable", "onboarding.manual_setup.no_scheme.message") }
        /// URL entered without scheme
        public static var title: String { return L10n.tr("Localizable", "onboarding.manual_setup.no_scheme.title") }
      }
      public enum TextField {
        /// e.g. http://homeassistant.local:8123
        public static var placeholder: String { return L10n.tr("Localizable", "onboarding.manual_setup.text_field.placeholder") }
        /// Your Home Assistant URL
        public static var title: String { return L10n.tr("Localizable", "onboarding.manual_setup.text_field.title") }
      }
    }
    public enum ManualUrlEntry {
      /// What is your Home Assistant address?
      public static var title: String { return L10n.tr("Localizable", "onboarding.manual_url_entry.title") }
      public enum PrimaryAction {
        /// Connect
        public static var title: String { return L10n.tr("Localizable", "onboarding.manual_url_entry.primary_action.title") }
      }
    }
    public enum NetworkInput {
      /// For the best experience, Home Assistant needs to know when you’re connected to your home network.
      public static var primaryDescription: String { return L10n.tr("Localizable", "onboarding.network_input.primary_description") }
      /// What is your home network?
      public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.title") }
      public enum Disclaimer {
        /// Adding public Wi-Fi networks or using multiple ethernet/VPN connections may unintentionally expose information about or access to your app or server.
        public static var body: String { return L10n.tr("Localizable", "onboarding.network_input.disclaimer.body") }
        /// Make sure to set up your home network correctly.
        public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.disclaimer.title") }
      }
      public enum Hardware {
        public enum InputField {
          /// Hardware Address
          public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.hardware.input_field.title") }
        }
      }
      public enum InputField {
        /// Network name
        public static var placeholder: String { return L10n.tr("Localizable", "onboarding.network_input.input_field.placeholder") }
        /// Name of the Wi-Fi network at home
        public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.input_field.title") }
      }
      public enum NoNetwork {
        public enum Alert {
          /// Please enter a network name to continue.
          public static var body: String { return L10n.tr("Localizable", "onboarding.network_input.no_network.alert.body") }
          /// Network name required
          public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.no_network.alert.title") }
        }
        public enum Skip {
          public enum Alert {
            /// You haven't set a home network. You can set it up later in the app settings, until that we will only use your remote connection (if it exists) to access Home Assistant.
            public static var body: String { return L10n.tr("Localizable", "onboarding.network_input.no_network.skip.alert.body") }
            /// Are you sure?
            public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.no_network.skip.alert.title") }
            public enum PrimaryButton {
              /// Cancel
              public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.no_network.skip.alert.primary_button.title") }
            }
            public enum SecondaryButton {
              /// Skip
              public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.no_network.skip.alert.secondary_button.title") }
            }
          }
        }
      }
      public enum PrimaryButton {
        /// Next
        public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.primary_button.title") }
      }
      public enum SecondaryButton {
        /// Skip
        public static var title: String { return L10n.tr("Localizable", "onboarding.network_input.secondary_button.title") }
      }
    }
    public enum Permission {
      public enum Location {
        /// To identify if you are at home and connect locally to Home Assistant, Apple requires that we ask for your location permission.
        public static var description: String { return L10n.tr("Localizable", "onboarding.permission.location.description") }
        public enum Deny {
          public enum Alert {
            /// If you are sure, please continue and tap 'Deny' on the next popup as well, in case you don't have a remote connection configured, the App will use your local connection configuration to access Home Assistant.
            public static var body: String { return L10n.tr("Localizable", "onboarding.permission.location.deny.alert.body") }
            /// Information
            public static var header: String { return L10n.tr("Localizable", "onboarding.permission.location.deny.alert.header") }
            /// Without location permission future versions of the App may deny access to your local Home Assistant server due to privacy concerns. If you are sure, please continue and tap 'Deny' on the next popup as well. By doing that we recommend you use your internal URL as external, since it is the only URL the app will try to access.
            public static var message: String { return L10n.tr("Localizable", "onboarding.permission.location.deny.alert.message") }
            /// Are you sure?
            public static var title: String { return L10n.tr("Localizable", "onboarding.permission.location.deny.alert.title") }
          }
        }
      }
    }
    public enum Permissions {
      /// Allow
      public static var allow: String { return L10n.tr("Localizable", "onboarding.permissions.allow") }
      /// Done
      public static var allowed: String { return L10n.tr("Localizable", "onboarding.permissions.allowed") }
      /// You can change this permission later in Settings
      public static var changeLaterNote: String { return L10n.tr("Localizable", "onboarding.permissions.change_later_note") }
      public enum Focus {
        /// Allow whether you are in focus mode to be sent to Home Assistant
        public static var description: String { return L10n.tr("Localizable", "onboarding.permissions.focus.description") }
        /// Allow focus permission to create sensors for your focus status, also known as do-not-disturb.
        public static var grantDescription: String { return L10n.tr("Localizable", "onboarding.permissions.focus.grant_description") }
        /// Focus
        public static var title: String { return L10n.tr("Localizable", "onboarding.permissions.focus.title") }
        public enum Bullet {
          /// Focus-based automations
          public static var automations: String { return L10n.tr("Localizable", "onboarding.permissions.focus.bullet.automations") }
          /// Instant updates when status changes
          public static var instant: String { return L10n.tr("Localizable", "onboarding.permissions.focus.bullet.instant") }
        }
      }
      public enum Location {
        /// Enable location services to allow presence detection automations.
        public static var description: String { return L10n.tr("Localizable", "onboarding.permissions.location.description") }
        /// Allow location permission to create a device_tracker for your device.
        public static var grantDescription: String { return L10n.tr("Localizable", "onboarding.permissions.location.grant_description") }
        /// Location
        public static var title: String { return L10n.tr("Localizable", "onboarding.permissions.location.title") }
        public enum Bullet {
          /// Presence-based automations
          public static var automations: String { return L10n.tr("Localizable", "onboarding.permissions.location.bullet.automations") }
          /// Track location history
          public static var history: String { return L10n.tr("Localizable", "onboarding.permissions.location.bullet.history") }
          /// Internal URL at home
          public static var wifi: String { return L10n.tr("Localizable", "onboarding.permissions.location.bullet.wifi") }
        }
      }
      public enum Motion {
        /// Allow motion activity and pedometer data to be sent to Home Assistant
        public static var description: String { return L10n.tr("Localizable", "onboarding.permissions.motion.description") }
        /// Allow motion permission to create sensors for motion and pedometer data.
        public static var grantDescription: String { return L10n.tr("Localizable", "onboarding.permissions.motion.grant_description") }
        /// Motion & Pedometer
        public static var title: String { return L10n.tr("Localizable", "onboarding.permissions.motion.title") }
        public enum Bullet {
          /// Sensor for current activity type
          public static var activity: String { return L10n.tr("Localizable", "onboarding.permissions.motion.bullet.activity") }
          /// Sensor for distance moved
          public static var distance: String { return L10n.tr("Localizable", "onboarding.permissions.motion.bullet.distance") }
          /// Sensor for step counts
          public static var steps: String { return L10n.tr("Localizable", "onboarding.permissions.motion.bullet.steps") }
        }
      }
      public enum Notification {
        /// Allow push notifications to be sent from your Home Assistant
        public static var description: String { return L10n.tr("Localizable", "onboarding.permissions.notification.description") }
        /// Allow notification permission to create a notify service for your device.
        public static var grantDescription: String { return L10n.tr("Localizable", "onboarding.permissions.notification.grant_description") }
        /// Notifications
        public static var title: String { return L10n.tr("Localizable", "onboarding.permissions.notification.title") }
        public enum Bullet {
          /// Get alerted from notifications
          public static var alert: String { return L10n.tr("Localizable", "onboarding.permissions.notification.bullet.alert") }
          /// Update app icon badge
          public static var badge: String { return L10n.tr("Localizable", "onboarding.permissions.notification.bullet.badge") }
          /// Send commands to your device
          public static var commands: String { return L10n.tr("Localizable", "onboarding.permissions.notification.bullet.commands") }
        }
      }
    }
    public enum Scanning {
      /// Discovered: %@
      public static func discoveredAnnouncement(_ p1: Any) -> String {
        return L10n.tr("Localizable", "onboarding.scanning.discovered_announcement", String(describing: p1))
      }
      /// Enter Address Manually
      public static var manual: String { return L10n.tr("Localizable", "onboarding.scanning.manual") }
      /// Scanning for Servers
      public static var title: String { return L10n.tr("Localizable", "onboarding.scanning.title") }
      public enum Manual {
        public enum Button {
          /// Enter address manually
          public static var title: String { return L10n.tr("Localizable", "onboarding.scanning.manual.button.title") }
          public enum Divider {
            /// or
            public static var title: String { return L10n.tr("Localizable", "onboarding.scanning.manual.button.divider.title") }
          }
        }
      }
    }
    public enum ServerImport {
      /// Hang tight, we’re rounding up your servers.
      public static var message: String { return L10n.tr("Localizable", "onboarding.server_import.message") }
      /// Importing Home Assistant
      public static var title: String { return L10n.tr("Localizable", "onboarding.server_import.title") }
      public enum Reauthenticate {
        /// Continue
        public static var continueButton: String { return L10n.tr("Localizable", "onboarding.server_import.reauthenticate.continue_button") }
        /// Sign in was cancelled.
        public static var errorsCancelled: String { return L10n.tr("Localizable", "onboarding.server_import.reauthenticate.errors_cancelled") }
        /// One more step: sign in again to finish restoring %@.
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "onboarding.server_import.reauthenticate.message", String(describing: p1))
        }
        /// Reconnect Home Assistant
        public static var title: String { return L10n.tr("Localizable", "onboarding.server_import.reauthenticate.title") }
        /// Choose a connection
        public static var urlPickerTitle: String { return L10n.tr("Localizable", "onboarding.server_import.reauthenticate.url_picker_title") }
      }
    }
    public enum Servers {
      /// Searching on home network
      public static var title: String { return L10n.tr("Localizable", "onboarding.servers.title") }
      public enum AutoConnect {
        /// Connect
        public static var button: String { return L10n.tr("Localizable", "onboarding.servers.auto_connect.button") }
      }
      public enum Docs {
        /// Read documentation
        public static var read: String { return L10n.tr("Localizable", "onboarding.servers.docs.read") }
      }
      public enum Search {
        /// Looking for servers nearby...
        public static var message: String { return L10n.tr("Localizable", "onboarding.servers.search.message") }
        public enum Loader {
          /// Check that your Home Assistant is powered on and you're connected to the same network. You can enter the address manually if you know it.
          public static var text: String { return L10n.tr("Localizable", "onboarding.servers.search.loader.text") }
        }
      }
    }
    public enum Welcome {
      /// Allows you to access your Home Assistant installation on the go. It runs locally in your home via a device like the Home Assistant Green or Raspberry Pi.
      public static var body: String { return L10n.tr("Localizable", "onboarding.welcome.body") }
      /// This app connects to your Home Assistant server and allows integrating data about you and your phone.
      /// 
      /// Home Assistant is free and open source home automation software with a focus on local control and privacy.
      public static var description: String { return L10n.tr("Localizable", "onboarding.welcome.description") }
      /// Home Assistant Companion App
      public static var header: String { return L10n.tr("Localizable", "onboarding.welcome.header") }
      /// Learn more
      public static var learnMore: String { return L10n.tr("Localizable", "onboarding.welcome.learn_more") }
      /// Connect to my Home Assistant
      public static var primaryButton: String { return L10n.tr("Localizable", "onboarding.welcome.primary_button") }
      /// Getting started
      public static var secondaryButton: String { return L10n.tr("Localizable", "onboarding.welcome.secondary_button") }
      /// Welcome to Home Assistant %@!
      public static func title(_ p1: Any) -> String {
        return L10n.tr("Localizable", "onboarding.welcome.title", String(describing: p1))
      }
      public enum Logo {
        /// Home Assistant logo
        public static var accessibilityLabel: String { return L10n.tr("Localizable", "onboarding.welcome.logo.accessibility_label") }
      }
      public enum Updated {
        /// Access your Home Assistant server on the go. 
        /// 
        /// Home Assistant is open source, advocates for privacy and runs locally in your home.
        public static var body: String { return L10n.tr("Localizable", "onboarding.welcome.updated.body") }
        /// Learn more
        public static var secondaryButton: String { return L10n.tr("Localizable", "onboarding.welcome.updated.secondary_button") }
      }
    }
  }

  public enum Permission {
    public enum Notification {
      /// Enable notifications and get what's happening in your home, from detecting leaks to doors left open, you have full control over what it tells you.
      public static var body: String { return L10n.tr("Localizable", "permission.notification.body") }
      /// Allow notifications
      public static var primaryButton: String { return L10n.tr("Localizable", "permission.notification.primary_button") }
      /// Do not allow
      public static var secondaryButton: String { return L10n.tr("Localizable", "permission.notification.secondary_button") }
      /// Allow notifications?
      public static var title: String { return L10n.tr("Localizable", "permission.notification.title") }
    }
    public enum Screen {
      public enum Bluetooth {
        /// Skip
        public static var secondaryButton: String { return L10n.tr("Localizable", "permission.screen.bluetooth.secondary_button") }
        /// The Home Assistant app can find devices using Bluetooth of this device. Allow Bluetooth access for the Home Assistant app.
        public static var subtitle: String { return L10n.tr("Localizable", "permission.screen.bluetooth.subtitle") }
        /// Search devices
        public static var title: String { return L10n.tr("Localizable", "permission.screen.bluetooth.title") }
      }
    }
  }

  public enum PostOnboarding {
    public enum Permission {
      public enum Notification {
        /// Notifications can be useful in your automations. Tap the icon to allow or deny.
        public static var message: String { return L10n.tr("Localizable", "post_onboarding.permission.notification.message") }
        /// Do you want to receive notifications?
        public static var title: String { return L10n.tr("Localizable", "post_onboarding.permission.notification.title") }
      }
    }
  }

  public enum RemindersSync {
    public enum Add {
      /// Sync direction
      public static var direction: String { return L10n.tr("Localizable", "reminders_sync.add.direction") }
      /// These lists are already being synced.
      public static var duplicateWarning: String { return L10n.tr("Localizable", "reminders_sync.add.duplicate_warning") }
      /// The first sync links items that appear in both lists under the same title. Everything else is copied according to the sync direction. Completed items are not copied.
      public static var listsFooter: String { return L10n.tr("Localizable", "reminders_sync.add.lists_footer") }
      /// Lists to sync
      public static var listsHeader: String { return L10n.tr("Localizable", "reminders_sync.add.lists_header") }
      /// Apple Reminders list
      public static var remindersList: String { return L10n.tr("Localizable", "reminders_sync.add.reminders_list") }
      /// Server
      public static var server: String { return L10n.tr("Localizable", "reminders_sync.add.server") }
      /// New List Sync
      public static var title: String { return L10n.tr("Localizable", "reminders_sync.add.title") }
      /// Home Assistant to-do list
      public static var todoList: String { return L10n.tr("Localizable", "reminders_sync.add.todo_list") }
      public enum DirectionFooter {
        /// Changes in either list are applied to the other. If the same item changes in both apps, the Conflicts setting chooses which side is kept.
        public static var bothWays: String { return L10n.tr("Localizable", "reminders_sync.add.direction_footer.both_ways") }
        /// Apple Reminders is the source of truth. Its items and changes overwrite the Home Assistant list. Items that only exist in Home Assistant are left alone.
        public static var toHomeAssistant: String { return L10n.tr("Localizable", "reminders_sync.add.direction_footer.to_home_assistant") }
        /// Home Assistant is the source of truth. Its items and changes overwrite the Apple Reminders list. Items that only exist in Reminders are left alone.
        public static var toReminders: String { return L10n.tr("Localizable", "reminders_sync.add.direction_footer.to_reminders") }
      }
      public enum NoTodoLists {
        /// To sync with Apple Reminders, create a to-do list in Home Assistant first, then come back here.
        public static var message: String { return L10n.tr("Localizable", "reminders_sync.add.no_todo_lists.message") }
        /// No to-do lists
        public static var title: String { return L10n.tr("Localizable", "reminders_sync.add.no_todo_lists.title") }
      }
    }
    public enum Conflict {
      /// Home Assistant
      public static var homeAssistant: String { return L10n.tr("Localizable", "reminders_sync.conflict.home_assistant") }
      /// Apple Reminders
      public static var reminders: String { return L10n.tr("Localizable", "reminders_sync.conflict.reminders") }
    }
    public enum Direction {
      /// Two-way
      public static var bothWays: String { return L10n.tr("Localizable", "reminders_sync.direction.both_ways") }
      /// Reminders → Home Assistant
      public static var toHomeAssistant: String { return L10n.tr("Localizable", "reminders_sync.direction.to_home_assistant") }
      /// Home Assistant → Reminders
      public static var toReminders: String { return L10n.tr("Localizable", "reminders_sync.direction.to_reminders") }
    }
    public enum History {
      /// Clear
      public static var clear: String { return L10n.tr("Localizable", "reminders_sync.history.clear") }
      /// Syncs that change something will appear here.
      public static var empty: String { return L10n.tr("Localizable", "reminders_sync.history.empty") }
      /// Sync history
      public static var title: String { return L10n.tr("Localizable", "reminders_sync.history.title") }
      public enum ClearConfirm {
        /// Clear History
        public static var button: String { return L10n.tr("Localizable", "reminders_sync.history.clear_confirm.button") }
        /// Clear all sync history? This can’t be undone.
        public static var title: String { return L10n.tr("Localizable", "reminders_sync.history.clear_confirm.title") }
      }
      public enum Detail {
        /// Created Home Assistant item “%@”
        public static func createdItem(_ p1: Any) -> String {
          return L10n.tr("Localizable", "reminders_sync.history.detail.created_item_%@", String(describing: p1))
        }
        /// Created reminder “%@”
        public static func createdReminder(_ p1: Any) -> String {
          return L10n.tr("Localizable", "reminders_sync.history.detail.created_reminder_%@", String(describing: p1))
        }
        /// Deleted Home Assistant item “%@”
        public static func deletedItem(_ p1: Any) -> String {
          return L10n.tr("Localizable", "reminders_sync.history.detail.deleted_item_%@", String(describing: p1))
        }
        /// Deleted reminder “%@”
        public static func deletedReminder(_ p1: Any) -> String {
          return L10n.tr("Localizable", "reminders_sync.history.detail.deleted_reminder_%@", String(describing: p1))
        }
        /// Updated Home Assistant item “%@”
        public static func updatedItem(_ p1: Any) -> String {
          return L10n.tr("Localizable", "reminders_sync.history.detail.updated_item_%@", String(describing: p1))
        }
        /// Updated reminder “%@”
        public static func updatedReminder(_ p1: Any) -> String {
          return L10n.tr("Localizable", "reminders_sync.history.detail.updated_reminder_%@", String(describing: p1))
        }
      }
    }
    public enum Settings {
      /// Add
      public static var addList: String { return L10n.tr("Localizable", "reminders_sync.settings.add_list") }
      /// Last synced %@
      public static func lastSynced(_ p1: Any) -> String {
        return L10n.tr("Localizable", "reminders_sync.settings.last_synced_%@", String(describing: p1))
      }
      /// Not synced yet
      public static var neverSynced: String { return L10n.tr("Localizable", "reminders_sync.settings.never_synced") }
      /// Open Settings
      public static var openSettings: String { return L10n.tr("Localizable", "reminders_sync.settings.open_settings") }
      /// Keep Apple Reminders lists and Home Assistant to-do lists in sync.
      public static var subtitle: String { return L10n.tr("Localizable", "reminders_sync.settings.subtitle") }
      /// Sync now
      public static var syncNow: String { return L10n.tr("Localizable", "reminders_sync.settings.sync_now") }
      /// Syncing…
      public static var syncing: String { return L10n.tr("Localizable", "reminders_sync.settings.syncing") }
      public enum AccessDenied {
        /// Allow full access to Reminders in the system Settings app to sync your lists.
        public static var body: String { return L10n.tr("Localizable", "reminders_sync.settings.access_denied.body") }
        /// Reminders access needed
        public static var title: String { return L10n.tr("Localizable", "reminders_sync.settings.access_denied.title") }
      }
      public enum Conflicts {
        /// This only matters for two-way syncs. If the same item was edited in both apps since the last sync, the version from the side you pick here is kept.
        public static var footer: String { return L10n.tr("Localizable", "reminders_sync.settings.conflicts.footer") }
        /// Conflicts
        public static var header: String { return L10n.tr("Localizable", "reminders_sync.settings.conflicts.header") }
        /// Keep changes from
        public static var title: String { return L10n.tr("Localizable", "reminders_sync.settings.conflicts.title") }
      }
      public enum Empty {
        /// No lists are synced yet. Pick an Apple Reminders list and a Home Assistant to-do list to keep in sync.
        public static var body: String { return L10n.tr("Localizable", "reminders_sync.settings.empty.body") }
      }
      public enum Refresh {
        /// Ask iOS to sync every
        public static var background: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.background") }
        /// Nothing syncs while the app is closed or in the background. Changes from Apple Reminders and Home Assistant wait until the app runs again. This setting asks iOS to briefly wake the app to sync, but iOS decides if and when that happens based on battery, Low Power Mode and how often you use the app.
        public static var backgroundFooter: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.background_footer") }
        /// While the app is closed
        public static var backgroundHeader: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.background_header") }
        /// Check Home Assistant every
        public static var foreground: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.foreground") }
        /// Changes made in Apple Reminders sync right away while the app is open. Home Assistant can’t notify the app about its changes, so they are fetched when you open the app, when you sync manually, and on this schedule.
        public static var foregroundFooter: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.foreground_footer") }
        /// While the app is open
        public static var header: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.header") }
        /// Off
        public static var off: String { return L10n.tr("Localizable", "reminders_sync.settings.refresh.off") }
      }
      public enum SyncedLists {
        /// Synced lists
        public static var header: String { return L10n.tr("Localizable", "reminders_sync.settings.synced_lists.header") }
      }
    }
  }

  public enum RoomView {
    public enum Section {
      /// Hidden
      public static var hidden: String { return L10n.tr("Localizable", "room_view.section.hidden") }
      /// Visible
      public static var visible: String { return L10n.tr("Localizable", "room_view.section.visible") }
    }
  }

  public enum Sensors {
    public enum Active {
      public enum Setting {
        /// Time Until Idle
        public static var timeUntilIdle: String { return L10n.tr("Localizable", "sensors.active.setting.time_until_idle") }
      }
    }
    public enum Camera {
      /// Higher frame rates may impact performance and make the device run hotter.
      public static var frameRateWarning: String { return L10n.tr("Localizable", "sensors.camera.frame_rate_warning") }
    }
    public enum CameraMotion {
      public enum Setting {
        /// Changed area threshold
        public static var changedAreaThreshold: String { return L10n.tr("Localizable", "sensors.camera_motion.setting.changed_area_threshold") }
        /// Clear delay
        public static var clearDelay: String { return L10n.tr("Localizable", "sensors.camera_motion.setting.clear_delay") }
        /// Frame rate
        public static var frameRate: String { return L10n.tr("Localizable", "sensors.camera_motion.setting.frame_rate") }
      }
    }
    public enum CameraStream {
      /// To watch this camera in Home Assistant, add the “MJPEG IP Camera” integration and use the stream URL above. The stream is plain HTTP with no encryption; set a username and password in the settings above to require authentication, otherwise anyone on your local network can view it. It is only available while the app is open in the foreground.
      public static var detailFooter: String { return L10n.tr("Localizable", "sensors.camera_stream.detail_footer") }
      /// To watch this camera in Home Assistant, add the “MJPEG IP Camera” integration and use the stream URL above. The stream is plain HTTP with no encryption; set a username and password below to require authentication, otherwise anyone on your local network can view it. It is only available while the app is open in the foreground.
      public static var footer: String { return L10n.tr("Localizable", "sensors.camera_stream.footer") }
      public enum Setting {
        /// Leave both blank to allow anyone on your network to view the stream. When set, configure the MJPEG integration in Home Assistant with the same username and password.
        public static var credentialsFooter: String { return L10n.tr("Localizable", "sensors.camera_stream.setting.credentials_footer") }
        /// Optional
        public static var credentialsPlaceholder: String { return L10n.tr("Localizable", "sensors.camera_stream.setting.credentials_placeholder") }
        /// Frame rate
        public static var frameRate: String { return L10n.tr("Localizable", "sensors.camera_stream.setting.frame_rate") }
        /// Password
        public static var password: String { return L10n.tr("Localizable", "sensors.camera_stream.setting.password") }
        /// Stream port
        public static var streamPort: String { return L10n.tr("Localizable", "sensors.camera_stream.setting.stream_port") }
        /// Username
        public static var username: String { return L10n.tr("Localizable", "sensors.camera_stream.setting.username") }
      }
    }
    public enum GeocodedLocation {
      public enum Setting {
        /// Use Zone Name
        public static var useZones: String { return L10n.tr("Localizable", "sensors.geocoded_location.setting.use_zones") }
      }
    }
  }

  public enum ServersSelection {
    /// Servers
    public static var title: String { return L10n.tr("Localizable", "servers_selection.title") }
  }

  public enum Settings {
    public enum AppIconShortcuts {
      /// This item is already in your shortcuts.
      public static var duplicateError: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.duplicate_error") }
      /// Choose items to display when long pressing the app icon.
      public static var subtitle: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.subtitle") }
      /// App Icon Shortcuts
      public static var title: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.title") }
      public enum AddItem {
        /// Add item
        public static var title: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.add_item.title") }
      }
      public enum Footer {
        /// iOS shows up to four shortcuts from the app icon quick actions menu.
        public static var title: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.footer.title") }
      }
      public enum Items {
        /// Items
        public static var title: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.items.title") }
      }
      public enum Reset {
        /// Reset App Icon Shortcuts?
        public static var confirmationTitle: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.reset.confirmation_title") }
        /// Reset App Icon Shortcuts
        public static var title: String { return L10n.tr("Localizable", "settings.app_icon_shortcuts.reset.title") }
      }
    }
    public enum ConnectionSection {
      /// Activate
      public static var activateServer: String { return L10n.tr("Localizable", "settings.connection_section.activate_server") }
      /// Add Server
      public static var addServer: String { return L10n.tr("Localizable", "settings.connection_section.add_server") }
      /// When connecting via Cloud, the External URL will not be used. You do not need to configure one unless you want to disable Cloud.
      public static var cloudOverridesExternal: String { return L10n.tr("Localizable", "settings.connection_section.cloud_overrides_external") }
      /// Connected via
      public static var connectingVia: String { return L10n.tr("Localizable", "settings.connection_section.connecting_via") }
      /// Details
      public static var details: String { return L10n.tr("Localizable", "settings.connection_section.details") }
      /// Connection
      public static var header: String { return L10n.tr("Localizable", "settings.connection_section.header") }
      /// Directly connect to the Home Assistant server for push notifications when on internal SSIDs.
      public static var localPushDescription: String { return L10n.tr("Localizable", "settings.connection_section.local_push_description") }
      /// Logged in as
      public static var loggedInAs: String { return L10n.tr("Localizable", "settings.connection_section.logged_in_as") }
      /// Make default
      public static var makeDefault: String { return L10n.tr("Localizable", "settings.connection_section.make_default") }
      /// Update server information
      public static var refreshServer: String { return L10n.tr("Localizable", "settings.connection_section.refresh_server") }
      /// Servers
      public static var servers: String { return L10n.tr("Localizable", "settings.connection_section.servers") }
      /// Servers
      public static var serversHeader: String { return L10n.tr("Localizable", "settings.connection_section.servers_header") }
      /// Drag to reorder your servers. The one at the top is used as the default server.
      public static var serversReorderFooter: String { return L10n.tr("Localizable", "settings.connection_section.servers_reorder_footer") }
      /// Accessing SSIDs in the background requires 'Always' location permission and 'Full' location accuracy. Tap here to change your settings.
      public static var ssidPermissionAndAccuracyMessage: String { return L10n.tr("Localizable", "settings.connection_section.ssid_permission_and_accuracy_message") }
      public enum AlwaysFallbackInternal {
        /// Enabling this with an unsecure URL (http) may compromise your security on public networks.
        public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.always_fallback_internal.footer") }
        /// Always fallback to internal URL
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.always_fallback_internal.title") }
        public enum Confirmation {
          /// If you have an unsecure connection this can expose your authentication token on public networks.
          public static var message: String { return L10n.tr("Localizable", "settings.connection_section.always_fallback_internal.confirmation.message") }
          /// Are you sure?
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.always_fallback_internal.confirmation.title") }
        }
      }
      public enum ClientCertificate {
        /// Certificate expired
        public static var expired: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.expired") }
        /// Expires %@
        public static func expiresAt(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.connection_section.client_certificate.expires_at", String(describing: p1))
        }
        /// Import a PKCS#12 (.p12) certificate for mutual TLS authentication. Required when your Home Assistant server requires client certificates.
        public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.footer") }
        /// Client Certificate
        public static var header: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.header") }
        /// Import Certificate
        public static var `import`: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.import") }
        /// Importing...
        public static var importing: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.importing") }
        /// Remove Certificate
        public static var remove: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.remove") }
        public enum ImportError {
          /// Import Failed
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.import_error.title") }
        }
        public enum PasswordPrompt {
          /// Import
          public static var importButton: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.password_prompt.import_button") }
          /// Enter the password for the certificate file
          public static var message: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.password_prompt.message") }
          /// Password
          public static var placeholder: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.password_prompt.placeholder") }
          /// Certificate Password
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.password_prompt.title") }
        }
        public enum RemoveConfirmation {
          /// The certificate will be removed from the device. You will need to import it again to use mTLS authentication.
          public static var message: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.remove_confirmation.message") }
          /// Remove
          public static var remove: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.remove_confirmation.remove") }
          /// Remove Certificate?
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.client_certificate.remove_confirmation.title") }
        }
      }
      public enum Cloudhook {
        /// Treat this URL as sensitive. Anyone with it can send requests to this mobile app webhook.
        public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.cloudhook.footer") }
        /// Cloudhook
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.cloudhook.title") }
        public enum CheckReachability {
          /// Reachable
          public static var reachable: String { return L10n.tr("Localizable", "settings.connection_section.cloudhook.check_reachability.reachable") }
          /// Reachable (HTTP %li)
          public static func reachableStatusCode(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings.connection_section.cloudhook.check_reachability.reachable_status_code", p1)
          }
          /// Result
          public static var result: String { return L10n.tr("Localizable", "settings.connection_section.cloudhook.check_reachability.result") }
          /// Check reachability
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.cloudhook.check_reachability.title") }
          /// Unreachable: %@
          public static func unreachable(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings.connection_section.cloudhook.check_reachability.unreachable", String(describing: p1))
          }
        }
        public enum Status {
          /// Not configured
          public static var notConfigured: String { return L10n.tr("Localizable", "settings.connection_section.cloudhook.status.not_configured") }
        }
      }
      public enum ConnectionAccessSecurityLevel {
        /// Connection security level
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.connection_access_security_level.title") }
        public enum LessSecure {
          /// Less secure
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.connection_access_security_level.less_secure.title") }
        }
        public enum MostSecure {
          /// Most secure
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.connection_access_security_level.most_secure.title") }
        }
        public enum Undefined {
          /// Not configured
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.connection_access_security_level.undefined.title") }
        }
      }
      public enum DeleteServer {
        /// Are you sure you wish to delete this server?
        public static var message: String { return L10n.tr("Localizable", "settings.connection_section.delete_server.message") }
        /// Deleting Server…
        public static var progress: String { return L10n.tr("Localizable", "settings.connection_section.delete_server.progress") }
        /// Delete Server
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.delete_server.title") }
      }
      public enum Errors {
        /// You cannot remove only available URL.
        public static var cannotRemoveLastUrl: String { return L10n.tr("Localizable", "settings.connection_section.errors.cannot_remove_last_url") }
      }
      public enum ExternalBaseUrl {
        /// https://homeassistant.myhouse.com
        public static var placeholder: String { return L10n.tr("Localizable", "settings.connection_section.external_base_url.placeholder") }
        /// External URL
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.external_base_url.title") }
      }
      public enum HomeAssistantCloud {
        /// Home Assistant Cloud
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.home_assistant_cloud.title") }
      }
      public enum InternalBaseUrl {
        /// e.g. http://homeassistant.local:8123/
        public static var placeholder: String { return L10n.tr("Localizable", "settings.connection_section.internal_base_url.placeholder") }
        /// Internal URL
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.internal_base_url.title") }
        public enum RequiresSetup {
          /// Requires setup
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.internal_base_url.requires_setup.title") }
        }
        public enum SsidBssidRequired {
          /// To use internal URL you need to specify your Wifi network name (SSID) or hardware addresses, otherwise the App will always default to external URL.
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.internal_base_url.ssid_bssid_required.title") }
        }
        public enum SsidRequired {
          /// To use internal URL you need to specify your Wifi network name (SSID), otherwise the App will always default to external URL.
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.internal_base_url.ssid_required.title") }
        }
      }
      public enum InternalUrlHardwareAddresses {
        /// Add New Hardware Address
        public static var addNewSsid: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_hardware_addresses.add_new_ssid") }
        /// Internal URL will be used when the primary network interface has a MAC address matching one of these hardware addresses.
        public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_hardware_addresses.footer") }
        /// Hardware Addresses
        public static var header: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_hardware_addresses.header") }
        /// Hardware addresses must look like aa:bb:cc:dd:ee:ff
        public static var invalid: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_hardware_addresses.invalid") }
      }
      public enum InternalUrlSsids {
        /// Add new SSID
        public static var addNewSsid: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_ssids.add_new_ssid") }
        /// Internal URL will be used when connected to listed SSIDs
        public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_ssids.footer") }
        /// SSIDs
        public static var header: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_ssids.header") }
        /// MyFunnyNetworkName
        public static var placeholder: String { return L10n.tr("Localizable", "settings.connection_section.internal_url_ssids.placeholder") }
      }
      public enum LocalAccessSecurityLevel {
        /// Local access security
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.local_access_security_level.title") }
        public enum LessSecure {
          /// Less secure
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.local_access_security_level.less_secure.title") }
        }
        public enum MostSecure {
          /// Most secure
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.local_access_security_level.most_secure.title") }
        }
        public enum Undefined {
          /// Not configured
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.local_access_security_level.undefined.title") }
        }
      }
      public enum LocationSendType {
        /// Location Sent
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.location_send_type.title") }
        public enum Setting {
          /// Exact
          public static var exact: String { return L10n.tr("Localizable", "settings.connection_section.location_send_type.setting.exact") }
          /// Never
          public static var never: String { return L10n.tr("Localizable", "settings.connection_section.location_send_type.setting.never") }
          /// Zone only
          public static var zoneOnly: String { return L10n.tr("Localizable", "settings.connection_section.location_send_type.setting.zone_only") }
        }
      }
      public enum NoBaseUrl {
        /// No URL
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.no_base_url.title") }
      }
      public enum RemoteUiUrl {
        /// Remote UI URL
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.remote_ui_url.title") }
      }
      public enum SensorSendType {
        /// Sensors Sent
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.sensor_send_type.title") }
        public enum Setting {
          /// All
          public static var all: String { return L10n.tr("Localizable", "settings.connection_section.sensor_send_type.setting.all") }
          /// None
          public static var `none`: String { return L10n.tr("Localizable", "settings.connection_section.sensor_send_type.setting.none") }
        }
      }
      public enum UpdateDatabase {
        /// Server information updated
        public static var finished: String { return L10n.tr("Localizable", "settings.connection_section.update_database.finished") }
        public enum Progress {
          /// Updating areas
          public static var areas: String { return L10n.tr("Localizable", "settings.connection_section.update_database.progress.areas") }
          /// Updating calendars
          public static var calendars: String { return L10n.tr("Localizable", "settings.connection_section.update_database.progress.calendars") }
          /// Updating devices
          public static var devices: String { return L10n.tr("Localizable", "settings.connection_section.update_database.progress.devices") }
          /// Updating entities
          public static var entities: String { return L10n.tr("Localizable", "settings.connection_section.update_database.progress.entities") }
        }
      }
      public enum ValidateError {
        /// Edit URL
        public static var editUrl: String { return L10n.tr("Localizable", "settings.connection_section.validate_error.edit_url") }
        /// Error Saving URL
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.validate_error.title") }
        /// Use Anyway
        public static var useAnyway: String { return L10n.tr("Localizable", "settings.connection_section.validate_error.use_anyway") }
      }
      public enum Webhook {
        /// The app sends sensor, location and other updates to this webhook. Home Assistant Cloud provides a cloudhook, which is used whenever you are away from home. Without it, the app builds the webhook URL from the internal, remote or external URL of this server instead.
        public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.webhook.footer") }
        /// In use
        public static var inUse: String { return L10n.tr("Localizable", "settings.connection_section.webhook.in_use") }
        /// Webhook
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.webhook.title") }
        public enum Active {
          /// Currently used
          public static var title: String { return L10n.tr("Localizable", "settings.connection_section.webhook.active.title") }
          /// No URL available
          public static var unavailable: String { return L10n.tr("Localizable", "settings.connection_section.webhook.active.unavailable") }
        }
        public enum Endpoints {
          /// Treat these URLs as sensitive. Anyone with them can send requests to this mobile app webhook.
          public static var footer: String { return L10n.tr("Localizable", "settings.connection_section.webhook.endpoints.footer") }
        }
      }
      public enum Websocket {
        /// WebSocket
        public static var title: String { return L10n.tr("Localizable", "settings.connection_section.websocket.title") }
        public enum Status {
          /// Authenticating
          public static var authenticating: String { return L10n.tr("Localizable", "settings.connection_section.websocket.status.authenticating") }
          /// Connected
          public static var connected: String { return L10n.tr("Localizable", "settings.connection_section.websocket.status.connected") }
          /// Connecting
          public static var connecting: String { return L10n.tr("Localizable", "settings.connection_section.websocket.status.connecting") }
          public enum Disconnected {
            /// Error: %1$@
            public static func error(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.connection_section.websocket.status.disconnected.error", String(describing: p1))
            }
            /// Next Retry: %1$@
            public static func nextRetry(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.connection_section.websocket.status.disconnected.next_retry", String(describing: p1))
            }
            /// Retry Count: %1$li
            public static func retryCount(_ p1: Int) -> String {
              return L10n.tr("Localizable", "settings.connection_section.websocket.status.disconnected.retry_count", p1)
            }
            /// Disconnected
            public static var title: String { return L10n.tr("Localizable", "settings.connection_section.websocket.status.disconnected.title") }
          }
          public enum Rejected {
            /// Rejected
            public static var title: String { return L10n.tr("Localizable", "settings.connection_section.websocket.status.rejected.title") }
          }
        }
      }
    }
    public enum DatabaseExplorer {
      /// +%li more fields
      public static func moreFields(_ p1: Int) -> String {
        return L10n.tr("Localizable", "settings.database_explorer.more_fields", p1)
      }
      /// No entries found
      public static var noEntries: String { return L10n.tr("Localizable", "settings.database_explorer.no_entries") }
      /// Row Details
      public static var rowDetail: String { return L10n.tr("Localizable", "settings.database_explorer.row_detail") }
      /// Database Explorer
      public static var title: String { return L10n.tr("Localizable", "settings.database_explorer.title") }
    }
    public enum Debugging {
      /// Debugging
      public static var title: String { return L10n.tr("Localizable", "settings.debugging.title") }
      public enum CachedEntityData {
        /// Delete cached entity data?
        public static var alertTitle: String { return L10n.tr("Localizable", "settings.debugging.cached_entity_data.alert_title") }
        /// Delete Entity Data
        public static var deleteButton: String { return L10n.tr("Localizable", "settings.debugging.cached_entity_data.delete_button") }
        /// Removes the app's cached Home Assistant entity records. They will be recreated as the app syncs again.
        public static var message: String { return L10n.tr("Localizable", "settings.debugging.cached_entity_data.message") }
        /// Delete cached entity data
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.cached_entity_data.title") }
      }
      public enum Calendars {
        /// All-day
        public static var allDay: String { return L10n.tr("Localizable", "settings.debugging.calendars.all_day") }
        /// %li calendars
        public static func countD(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings.debugging.calendars.count_%d", p1)
        }
        /// Entity ID
        public static var entityId: String { return L10n.tr("Localizable", "settings.debugging.calendars.entity_id") }
        /// No events on this day
        public static var noEvents: String { return L10n.tr("Localizable", "settings.debugging.calendars.no_events") }
        /// Could not fetch calendars from Home Assistant
        public static var refreshFailed: String { return L10n.tr("Localizable", "settings.debugging.calendars.refresh_failed") }
        /// Calendars
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.calendars.title") }
        public enum Empty {
          /// Pull down to fetch the calendars from Home Assistant.
          public static var subtitle: String { return L10n.tr("Localizable", "settings.debugging.calendars.empty.subtitle") }
          /// No calendars stored
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.calendars.empty.title") }
        }
        public enum ServerSelection {
          /// Select server
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.calendars.server_selection.title") }
        }
        public enum SupportedFeatures {
          /// Create events
          public static var create: String { return L10n.tr("Localizable", "settings.debugging.calendars.supported_features.create") }
          /// Delete events
          public static var delete: String { return L10n.tr("Localizable", "settings.debugging.calendars.supported_features.delete") }
          /// Supported features
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.calendars.supported_features.title") }
          /// Update events
          public static var update: String { return L10n.tr("Localizable", "settings.debugging.calendars.supported_features.update") }
        }
      }
      public enum ClearAllowedTags {
        /// Clear approved NFC tags?
        public static var alertTitle: String { return L10n.tr("Localizable", "settings.debugging.clear_allowed_tags.alert_title") }
        /// Clear Tags
        public static var clearButton: String { return L10n.tr("Localizable", "settings.debugging.clear_allowed_tags.clear_button") }
        /// Removes all NFC tags that this app has approved. You will need to approve those tags again before using them.
        public static var message: String { return L10n.tr("Localizable", "settings.debugging.clear_allowed_tags.message") }
        /// Clear approved NFC tags
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.clear_allowed_tags.title") }
      }
      public enum ClearWebCache {
        /// Clear web view cache?
        public static var alertTitle: String { return L10n.tr("Localizable", "settings.debugging.clear_web_cache.alert_title") }
        /// Clear Cache
        public static var clearButton: String { return L10n.tr("Localizable", "settings.debugging.clear_web_cache.clear_button") }
        /// Clears cached web content for the Home Assistant frontend. Frontend resources will be reloaded as needed.
        public static var message: String { return L10n.tr("Localizable", "settings.debugging.clear_web_cache.message") }
        /// Clear web view cache
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.clear_web_cache.title") }
      }
      public enum ComponentsLibrary {
        /// Components Library
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.components_library.title") }
      }
      public enum ConfigurationTransfer {
        /// Import/Export configuration
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.title") }
        public enum Actions {
          /// The export is a plain JSON file you can inspect before sharing it. Importing replaces every category listed above and cannot be undone.
          public static var footer: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.actions.footer") }
        }
        public enum Category {
          public enum AppQuickActions {
            /// Shortcuts offered when the app icon is long pressed.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.app_quick_actions.explanation") }
            /// App quick actions
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.app_quick_actions.title") }
          }
          public enum AppSettings {
            /// Gestures, page zoom, full screen, location sources, privacy choices, notification and web view options, and the selected app icon.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.app_settings.explanation") }
            /// App settings
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.app_settings.title") }
          }
          public enum CarplayConfiguration {
            /// Quick access items shown on the CarPlay screen.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.carplay_configuration.explanation") }
            /// CarPlay configuration
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.carplay_configuration.title") }
          }
          public enum CustomWidgets {
            /// Widgets built in the widget editor, with their items.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.custom_widgets.explanation") }
            /// Custom widgets
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.custom_widgets.title") }
          }
          public enum Kiosk {
            /// Kiosk dashboard, screensaver and lock options.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.kiosk.explanation") }
            /// Kiosk mode
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.kiosk.title") }
          }
          public enum MacToolbar {
            /// Entities you added to the Mac window toolbar.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.mac_toolbar.explanation") }
            /// Mac toolbar items
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.mac_toolbar.title") }
          }
          public enum NfcTags {
            /// NFC tags this app has been allowed to read.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.nfc_tags.explanation") }
            /// Approved NFC tags
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.nfc_tags.title") }
          }
          public enum NotificationCategories {
            /// Actionable notification categories and their actions.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.notification_categories.explanation") }
            /// Notification categories
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.notification_categories.title") }
          }
          public enum NotificationSnoozeActions {
            /// Snooze durations offered on notifications.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.notification_snooze_actions.explanation") }
            /// Notification snooze actions
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.notification_snooze_actions.title") }
          }
          public enum RemindersSync {
            /// Pairings between Apple Reminders lists and to-do entities.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.reminders_sync.explanation") }
            /// Reminders sync
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.reminders_sync.title") }
          }
          public enum WatchComplications {
            /// Complications configured for the Apple Watch face.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.watch_complications.explanation") }
            /// Watch complications
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.watch_complications.title") }
          }
          public enum WatchConfiguration {
            /// Items and Assist options shown on the Apple Watch.
            public static var explanation: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.watch_configuration.explanation") }
            /// Apple Watch configuration
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.category.watch_configuration.title") }
          }
        }
        public enum Contents {
          /// Everything above is written into a single JSON file. The counts show what is configured on this device right now.
          public static var footer: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.contents.footer") }
          /// Included in the export
          public static var header: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.contents.header") }
        }
        public enum Error {
          /// This is not a full configuration export. Single feature export files are imported from their own settings screen.
          public static var notAConfigurationFile: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.error.not_a_configuration_file") }
          /// Configuration transfer failed
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.error.title") }
          /// Select a JSON configuration export file.
          public static var unsupportedFile: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.error.unsupported_file") }
          /// This file was created by a newer version of the app and cannot be imported.
          public static var unsupportedSchema: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.error.unsupported_schema") }
        }
        public enum Excluded {
          /// Cached entities, areas, panels and registries
          public static var cachedData: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.excluded.cached_data") }
          /// Servers, access tokens and keychain items
          public static var credentials: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.excluded.credentials") }
          /// Logs, client events and location history
          public static var diagnostics: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.excluded.diagnostics") }
          /// Sign in to your servers on the other device before importing: configuration pointing at a server that is missing there is dropped during the import.
          public static var footer: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.excluded.footer") }
          /// Never included
          public static var header: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.excluded.header") }
        }
        public enum Export {
          /// Export
          public static var button: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.export.button") }
        }
        public enum Header {
          /// Save everything you configured in this app to one file, or restore it from one.
          public static var subtitle: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.header.subtitle") }
          /// Configuration
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.header.title") }
        }
        public enum Import {
          /// Import
          public static var button: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.button") }
          public enum Confirmation {
            /// Replace configuration
            public static var button: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.confirmation.button") }
            /// This file contains no configuration.
            public static var emptyFile: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.confirmation.empty_file") }
            /// %1$@ contains:
            /// %2$@
            /// 
            /// Importing replaces every category listed on this screen, including app settings. This cannot be undone.
            public static func message(_ p1: Any, _ p2: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.confirmation.message", String(describing: p1), String(describing: p2))
            }
            /// Replace this app's configuration?
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.confirmation.title") }
          }
          public enum Progress {
            /// Importing configuration
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.progress.title") }
          }
          public enum Success {
            /// Imported %li item(s).
            public static func message(_ p1: Int) -> String {
              return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.success.message", p1)
            }
            /// Configuration imported
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.import.success.title") }
          }
        }
        public enum State {
          /// Included
          public static var included: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.state.included") }
          /// %li item(s)
          public static func itemCount(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings.debugging.configuration_transfer.state.item_count", p1)
          }
          /// Not configured
          public static var notConfigured: String { return L10n.tr("Localizable", "settings.debugging.configuration_transfer.state.not_configured") }
        }
      }
      public enum CriticalSection {
        /// Make sure you are aware that these operations cannot be reverted.
        public static var footer: String { return L10n.tr("Localizable", "settings.debugging.critical_section.footer") }
      }
      public enum DatabaseTransfer {
        /// Imports replace local %@ and remove imported server references that do not exist in this app.
        public static func footer(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.debugging.database_transfer.footer", String(describing: p1))
        }
        /// Database Import/Export
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.title") }
        public enum Error {
          /// Database transfer failed
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.error.title") }
          /// Select a Home Assistant feature export file.
          public static var unsupportedFeatureFile: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.error.unsupported_feature_file") }
          /// Select a JSON export file.
          public static var unsupportedFile: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.error.unsupported_file") }
          /// This file contains %@. Import it from %@ settings instead.
          public static func wrongFeatureFile(_ p1: Any, _ p2: Any) -> String {
            return L10n.tr("Localizable", "settings.debugging.database_transfer.error.wrong_feature_file", String(describing: p1), String(describing: p2))
          }
        }
        public enum Export {
          /// Export
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.export.title") }
          public enum Confirmation {
            /// Export
            public static var button: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.export.confirmation.button") }
            /// Export %@ to a JSON file.
            public static func message(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.export.confirmation.message", String(describing: p1))
            }
            /// Export %@?
            public static func title(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.export.confirmation.title", String(describing: p1))
            }
          }
          public enum Progress {
            /// Exporting %@
            public static func title(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.export.progress.title", String(describing: p1))
            }
          }
          public enum Success {
            /// %@ export file is ready to share.
            public static func message(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.export.success.message", String(describing: p1))
            }
            /// Export ready
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.export.success.title") }
          }
        }
        public enum Import {
          /// Import
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.import.title") }
          public enum Confirmation {
            /// Import
            public static var button: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.import.confirmation.button") }
            /// This replaces local %@ with the selected export file.
            public static func message(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.import.confirmation.message", String(describing: p1))
            }
            /// Import %@?
            public static func title(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.import.confirmation.title", String(describing: p1))
            }
          }
          public enum Progress {
            /// Importing %@
            public static func title(_ p1: Any) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.import.progress.title", String(describing: p1))
            }
          }
          public enum Success {
            /// Imported %li record(s).
            public static func message(_ p1: Int) -> String {
              return L10n.tr("Localizable", "settings.debugging.database_transfer.import.success.message", p1)
            }
            /// Import complete
            public static var title: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.import.success.title") }
          }
        }
        public enum Part {
          /// app quick actions
          public static var appIconShortcuts: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.part.app_icon_shortcuts") }
          /// CarPlay configuration
          public static var carplayConfiguration: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.part.carplay_configuration") }
          /// complications
          public static var complications: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.part.complications") }
          /// custom widgets
          public static var customWidgets: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.part.custom_widgets") }
          /// watch configuration
          public static var watchConfiguration: String { return L10n.tr("Localizable", "settings.debugging.database_transfer.part.watch_configuration") }
        }
      }
      public enum DeleteKeychain {
        /// yyyy-MM-dd
        public static var datePlaceholder: String { return L10n.tr("Localizable", "settings.debugging.delete_keychain.date_placeholder") }
        /// Delete
        public static var deleteButton: String { return L10n.tr("Localizable", "settings.debugging.delete_keychain.delete_button") }
        /// Enter today's date as %@ to continue.
        public static func invalidDateFormat(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.debugging.delete_keychain.invalid_date_format", String(describing: p1))
        }
        /// Type today's date (%@) to permanently delete all app keychain data.
        public static func messageFormat(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.debugging.delete_keychain.message_format", String(describing: p1))
        }
        /// Delete keychain completely
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.delete_keychain.title") }
      }
      public enum DeleteSavedCredentials {
        /// Delete saved credentials?
        public static var alertTitle: String { return L10n.tr("Localizable", "settings.debugging.delete_saved_credentials.alert_title") }
        /// Delete Credentials
        public static var deleteButton: String { return L10n.tr("Localizable", "settings.debugging.delete_saved_credentials.delete_button") }
        /// Removes saved credentials and keychain items for this app. Type %@ to confirm.
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.debugging.delete_saved_credentials.message", String(describing: p1))
        }
        /// Delete saved credentials
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.delete_saved_credentials.title") }
      }
      public enum Header {
        /// Let's fix that 🐞
        public static var subtitle: String { return L10n.tr("Localizable", "settings.debugging.header.subtitle") }
        /// Debug
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.header.title") }
      }
      public enum KeychainExplorer {
        /// Access group
        public static var accessGroupLabel: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.access_group_label") }
        /// Accessibility
        public static var accessibilityLabel: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.accessibility_label") }
        /// Account
        public static var accountLabel: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.account_label") }
        /// Base64: %@
        public static func base64Prefix(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.debugging.keychain_explorer.base64_prefix", String(describing: p1))
        }
        /// %lld bytes
        public static func bytesFormat(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings.debugging.keychain_explorer.bytes_format", p1)
        }
        /// No generic password items were found in the app keychain.
        public static var emptyState: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.empty_state") }
        /// %lld item(s)
        public static func itemCountFormat(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings.debugging.keychain_explorer.item_count_format", p1)
        }
        /// Failed to load keychain items: %@
        public static func loadErrorFormat(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.debugging.keychain_explorer.load_error_format", String(describing: p1))
        }
        /// Metadata
        public static var metadataSection: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.metadata_section") }
        /// Keychain explorer
        public static var navigationTitle: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.navigation_title") }
        /// None
        public static var noneValue: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.none_value") }
        /// Keychain query failed with status %li
        public static func queryErrorFormat(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings.debugging.keychain_explorer.query_error_format", p1)
        }
        /// Service
        public static var serviceLabel: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.service_label") }
        /// Size
        public static var sizeLabel: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.size_label") }
        /// Keychain explorer
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.title") }
        /// Unknown
        public static var unknownValue: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.unknown_value") }
        /// Value
        public static var valueSection: String { return L10n.tr("Localizable", "settings.debugging.keychain_explorer.value_section") }
      }
      public enum KeychainRestartRequired {
        /// The app needs to restart to finish deleting keychain data.
        public static var message: String { return L10n.tr("Localizable", "settings.debugging.keychain_restart_required.message") }
        /// App restart required
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.keychain_restart_required.title") }
      }
      public enum MediaPlayback {
        /// Select which frontend media types require a user action before playback.
        public static var footer: String { return L10n.tr("Localizable", "settings.debugging.media_playback.footer") }
        /// WKWebView Media Playback
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.media_playback.title") }
        public enum RestartRequired {
          /// Force close and reopen the app for this change to take effect.
          public static var message: String { return L10n.tr("Localizable", "settings.debugging.media_playback.restart_required.message") }
          /// Force close required
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.media_playback.restart_required.title") }
        }
      }
      public enum ReceiveDebugNotifications {
        /// Receive debug notifications
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.receive_debug_notifications.title") }
      }
      public enum ResetApp {
        /// Delete all app data?
        public static var alertTitle: String { return L10n.tr("Localizable", "settings.debugging.reset_app.alert_title") }
        /// Deleted all app data from debug settings
        public static var clientEvent: String { return L10n.tr("Localizable", "settings.debugging.reset_app.client_event") }
        /// Delete App Data
        public static var deleteButton: String { return L10n.tr("Localizable", "settings.debugging.reset_app.delete_button") }
        /// Removes servers, tokens, settings, and local app data from this device. This cannot be undone.
        public static var message: String { return L10n.tr("Localizable", "settings.debugging.reset_app.message") }
        /// Delete all app data
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.reset_app.title") }
        public enum Toast {
          /// Clearing local databases and caches
          public static var clearingDatabases: String { return L10n.tr("Localizable", "settings.debugging.reset_app.toast.clearing_databases") }
          /// Disconnecting %@
          public static func disconnecting(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings.debugging.reset_app.toast.disconnecting", String(describing: p1))
          }
          /// Finishing reset
          public static var finishing: String { return L10n.tr("Localizable", "settings.debugging.reset_app.toast.finishing") }
          /// Preparing reset
          public static var preparing: String { return L10n.tr("Localizable", "settings.debugging.reset_app.toast.preparing") }
          /// %@ %li%%
          public static func progress(_ p1: Any, _ p2: Int) -> String {
            return L10n.tr("Localizable", "settings.debugging.reset_app.toast.progress", String(describing: p1), p2)
          }
          /// Removing saved servers
          public static var removingServers: String { return L10n.tr("Localizable", "settings.debugging.reset_app.toast.removing_servers") }
          /// Resetting push registration
          public static var resettingPushRegistration: String { return L10n.tr("Localizable", "settings.debugging.reset_app.toast.resetting_push_registration") }
          /// Revoking token for %@
          public static func revokingToken(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings.debugging.reset_app.toast.revoking_token", String(describing: p1))
          }
          /// Deleting app data
          public static var title: String { return L10n.tr("Localizable", "settings.debugging.reset_app.toast.title") }
        }
      }
      public enum ShakeDisclaimer {
        /// Now when you shake the app you can access debug features.
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.shake_disclaimer.title") }
      }
      public enum ShakeDisclaimerOptional {
        /// Shake the App to open debug
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.shake_disclaimer_optional.title") }
      }
      public enum Thread {
        /// Check what Thread credentials are inside Apple Keychain, you can also import in Home Assistant or delete from Keychain.
        public static var footer: String { return L10n.tr("Localizable", "settings.debugging.thread.footer") }
      }
      public enum WebViewEmptyStateTimeout {
        /// Web view empty state timeout
        public static var title: String { return L10n.tr("Localizable", "settings.debugging.web_view_empty_state_timeout.title") }
      }
    }
    public enum DetailsSection {
      public enum LocationSettingsRow {
        /// Location
        public static var title: String { return L10n.tr("Localizable", "settings.details_section.location_settings_row.title") }
      }
      public enum NotificationSettingsRow {
        /// Notifications
        public static var title: String { return L10n.tr("Localizable", "settings.details_section.notification_settings_row.title") }
      }
      public enum WatchRow {
        /// Apple Watch
        public static var title: String { return L10n.tr("Localizable", "settings.details_section.watch_row.title") }
      }
      public enum WatchRowComplications {
        /// Complications
        public static var title: String { return L10n.tr("Localizable", "settings.details_section.watch_row_complications.title") }
      }
      public enum WatchRowConfiguration {
        /// Configuration
        public static var title: String { return L10n.tr("Localizable", "settings.details_section.watch_row_configuration.title") }
      }
    }
    public enum Developer {
      /// Don't use these if you don't know what you are doing!
      public static var footer: String { return L10n.tr("Localizable", "settings.developer.footer") }
      /// Developer
      public static var header: String { return L10n.tr("Localizable", "settings.developer.header") }
      public enum AnnoyingBackgroundNotifications {
        /// Annoying Background Info
        public static var title: String { return L10n.tr("Localizable", "settings.developer.annoying_background_notifications.title") }
      }
      public enum CameraNotification {
        /// Show camera notification content extension
        public static var title: String { return L10n.tr("Localizable", "settings.developer.camera_notification.title") }
        public enum Notification {
          /// Expand this to show the camera content extension
          public static var body: String { return L10n.tr("Localizable", "settings.developer.camera_notification.notification.body") }
        }
      }
      public enum ClearAllowedTags {
        /// Clear approved tags
        public static var title: String { return L10n.tr("Localizable", "settings.developer.clear_allowed_tags.title") }
        public enum Complete {
          /// Approved tags cleared
          public static var title: String { return L10n.tr("Localizable", "settings.developer.clear_allowed_tags.complete.title") }
        }
      }
      public enum CopyRealm {
        /// Copy Realm from app group to Documents
        public static var title: String { return L10n.tr("Localizable", "settings.developer.copy_realm.title") }
        public enum Alert {
          /// Copied Realm from %@ to %@
          public static func message(_ p1: Any, _ p2: Any) -> String {
            return L10n.tr("Localizable", "settings.developer.copy_realm.alert.message", String(describing: p1), String(describing: p2))
          }
          /// Copied Realm
          public static var title: String { return L10n.tr("Localizable", "settings.developer.copy_realm.alert.title") }
        }
      }
      public enum CrashlyticsTest {
        public enum Fatal {
          /// Test Crashlytics Fatal Error
          public static var title: String { return L10n.tr("Localizable", "settings.developer.crashlytics_test.fatal.title") }
          public enum Notification {
            /// NOTE: This will not work if the debugger is connected! When you press OK, the app will crash. You must then re-open the app and wait up to 5 minutes for the crash to appear in the console
            public static var body: String { return L10n.tr("Localizable", "settings.developer.crashlytics_test.fatal.notification.body") }
            /// About to crash
            public static var title: String { return L10n.tr("Localizable", "settings.developer.crashlytics_test.fatal.notification.title") }
          }
        }
        public enum NonFatal {
          /// Test Crashlytics Non-Fatal Error
          public static var title: String { return L10n.tr("Localizable", "settings.developer.crashlytics_test.non_fatal.title") }
          public enum Notification {
            /// When you press OK, a non-fatal error will be sent to Crashlytics. It may take up to 5 minutes to appear in the console.
            public static var body: String { return L10n.tr("Localizable", "settings.developer.crashlytics_test.non_fatal.notification.body") }
            /// About to submit a non-fatal error
            public static var title: String { return L10n.tr("Localizable", "settings.developer.crashlytics_test.non_fatal.notification.title") }
          }
        }
      }
      public enum DebugStrings {
        /// Debug strings
        public static var title: String { return L10n.tr("Localizable", "settings.developer.debug_strings.title") }
      }
      public enum ExportLogFiles {
        /// Export log files
        public static var title: String { return L10n.tr("Localizable", "settings.developer.export_log_files.title") }
      }
      public enum MapNotification {
        /// Show map notification content extension
        public static var title: String { return L10n.tr("Localizable", "settings.developer.map_notification.title") }
        public enum Notification {
          /// Expand this to show the map content extension
          public static var body: String { return L10n.tr("Localizable", "settings.developer.map_notification.notification.body") }
        }
      }
      public enum MockThreadCredentialsSharing {
        /// Simulator Thread Credentials Sharing
        public static var title: String { return L10n.tr("Localizable", "settings.developer.mock_thread_credentials_sharing.title") }
      }
      public enum ShowLogFiles {
        /// Show log files in Finder
        public static var title: String { return L10n.tr("Localizable", "settings.developer.show_log_files.title") }
      }
      public enum SyncWatchContext {
        /// Sync Watch Context
        public static var title: String { return L10n.tr("Localizable", "settings.developer.sync_watch_context.title") }
      }
      public enum WebViewBelowStatusBar {
        /// Always draw web view below status bar
        public static var title: String { return L10n.tr("Localizable", "settings.developer.web_view_below_status_bar.title") }
      }
    }
    public enum EventLog {
      /// Event Log
      public static var title: String { return L10n.tr("Localizable", "settings.event_log.title") }
    }
    public enum Greetings {
      /// Greetings
      public static var title: String { return L10n.tr("Localizable", "settings.greetings.title") }
      public enum Flight {
        /// Shows a friendly greeting when the app detects you're on a flight, based on in-flight Wi-Fi networks, your speed, and your altitude.
        public static var footer: String { return L10n.tr("Localizable", "settings.greetings.flight.footer") }
        /// Flight
        public static var title: String { return L10n.tr("Localizable", "settings.greetings.flight.title") }
      }
    }
    public enum LocationHistory {
      /// No Location History
      public static var empty: String { return L10n.tr("Localizable", "settings.location_history.empty") }
      /// Location History
      public static var title: String { return L10n.tr("Localizable", "settings.location_history.title") }
      public enum Detail {
        /// The purple circle is your location and its accuracy. Blue circles are your zones. You are inside a zone if the purple circle overlaps a blue circle. Orange circles are additional regions used for sub-100 m zones.
        public static var explanation: String { return L10n.tr("Localizable", "settings.location_history.detail.explanation") }
      }
    }
    public enum MacToolbar {
      /// You haven't added any entities to the toolbar yet.
      public static var emptyState: String { return L10n.tr("Localizable", "settings.mac_toolbar.empty_state") }
      /// Entities you added to the window toolbar for quick access.
      public static var headerSubtitle: String { return L10n.tr("Localizable", "settings.mac_toolbar.header_subtitle") }
      /// Remove
      public static var remove: String { return L10n.tr("Localizable", "settings.mac_toolbar.remove") }
      /// Remove %@
      public static func removeAccessibilityLabel(_ p1: Any) -> String {
        return L10n.tr("Localizable", "settings.mac_toolbar.remove_accessibility_label", String(describing: p1))
      }
      /// Toolbar
      public static var title: String { return L10n.tr("Localizable", "settings.mac_toolbar.title") }
      public enum EntitiesSection {
        /// Added entities
        public static var header: String { return L10n.tr("Localizable", "settings.mac_toolbar.entities_section.header") }
      }
      public enum HowToAdd {
        /// To add an entity, open its more info dialog in Home Assistant, select the "Add to" button, then choose "Mac Toolbar".
        public static var body: String { return L10n.tr("Localizable", "settings.mac_toolbar.how_to_add.body") }
        /// Adding entities
        public static var header: String { return L10n.tr("Localizable", "settings.mac_toolbar.how_to_add.header") }
      }
      public enum RemoveConfirmation {
        /// Remove "%@" from the toolbar?
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.mac_toolbar.remove_confirmation.title", String(describing: p1))
        }
      }
    }
    public enum NavigationBar {
      /// Settings
      public static var title: String { return L10n.tr("Localizable", "settings.navigation_bar.title") }
      public enum AboutButton {
        /// About
        public static var title: String { return L10n.tr("Localizable", "settings.navigation_bar.about_button.title") }
      }
    }
    public enum RemindersSync {
      /// Reminders Sync
      public static var title: String { return L10n.tr("Localizable", "settings.reminders_sync.title") }
    }
    public enum ResetSection {
      public enum ResetAlert {
        /// Your settings will be reset and this device will be unregistered from push notifications as well as removed from your Home Assistant configuration.
        public static var message: String { return L10n.tr("Localizable", "settings.reset_section.reset_alert.message") }
        /// Reset
        public static var title: String { return L10n.tr("Localizable", "settings.reset_section.reset_alert.title") }
      }
      public enum ResetApp {
        /// Reset App (Remove servers and data)
        public static var title: String { return L10n.tr("Localizable", "settings.reset_section.reset_app.title") }
      }
      public enum ResetRow {
        /// Reset
        public static var title: String { return L10n.tr("Localizable", "settings.reset_section.reset_row.title") }
      }
      public enum ResetWebCache {
        /// Reset frontend cache
        public static var title: String { return L10n.tr("Localizable", "settings.reset_section.reset_web_cache.title") }
      }
    }
    public enum Search {
      /// Search settings
      public static var prompt: String { return L10n.tr("Localizable", "settings.search.prompt") }
      public enum NoResults {
        /// Check the spelling or try a different search.
        public static var subtitle: String { return L10n.tr("Localizable", "settings.search.no_results.subtitle") }
        /// No results for “%@”
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings.search.no_results.title", String(describing: p1))
        }
      }
    }
    public enum SearchKeywords {
      /// quick actions, home screen, long press, launcher
      public static var appIconShortcuts: String { return L10n.tr("Localizable", "settings.search_keywords.app_icon_shortcuts") }
      /// car, vehicle, driving, dashboard
      public static var carPlay: String { return L10n.tr("Localizable", "settings.search_keywords.car_play") }
      /// watch face, apple watch, glance
      public static var complications: String { return L10n.tr("Localizable", "settings.search_keywords.complications") }
      /// logs, diagnostics, export, database, troubleshooting, reset
      public static var debugging: String { return L10n.tr("Localizable", "settings.search_keywords.debugging") }
      /// focus filter, do not disturb, sleep, work, driving, personal
      public static var focus: String { return L10n.tr("Localizable", "settings.search_keywords.focus") }
      /// appearance, theme, app icon, browser, links, display, launch
      public static var general: String { return L10n.tr("Localizable", "settings.search_keywords.general") }
      /// swipe, tap, navigation, shortcuts
      public static var gestures: String { return L10n.tr("Localizable", "settings.search_keywords.gestures") }
      /// flight, airplane, plane, travel, welcome
      public static var greetings: String { return L10n.tr("Localizable", "settings.search_keywords.greetings") }
      /// documentation, support, guide, companion
      public static var help: String { return L10n.tr("Localizable", "settings.search_keywords.help") }
      /// wall mount, tablet, screen, always on, auto lock
      public static var kiosk: String { return L10n.tr("Localizable", "settings.search_keywords.kiosk") }
      /// dynamic island, lock screen, timers
      public static var liveActivities: String { return L10n.tr("Localizable", "settings.search_keywords.live_activities") }
      /// gps, zones, tracking, presence, background updates
      public static var location: String { return L10n.tr("Localizable", "settings.search_keywords.location") }
      /// menu bar, entities, mac, desktop
      public static var macToolbar: String { return L10n.tr("Localizable", "settings.search_keywords.mac_toolbar") }
      /// tags, stickers, scan, automation
      public static var nfc: String { return L10n.tr("Localizable", "settings.search_keywords.nfc") }
      /// push, alerts, sounds, badge, critical, categories
      public static var notifications: String { return L10n.tr("Localizable", "settings.search_keywords.notifications") }
      /// permissions, access, camera, microphone, location, bluetooth, notifications, motion, speech, focus
      public static var permissions: String { return L10n.tr("Localizable", "settings.search_keywords.permissions") }
      /// analytics, crash reports, data collection, consent
      public static var privacy: String { return L10n.tr("Localizable", "settings.search_keywords.privacy") }
      /// reminders, todo, to-do, tasks, lists, shopping list, sync
      public static var remindersSync: String { return L10n.tr("Localizable", "settings.search_keywords.reminders_sync") }
      /// battery, motion, pedometer, focus, device data
      public static var sensors: String { return L10n.tr("Localizable", "settings.search_keywords.sensors") }
      /// connection, url, account, instance, add server
      public static var servers: String { return L10n.tr("Localizable", "settings.search_keywords.servers") }
      /// apple watch, watchos, configuration
      public static var watch: String { return L10n.tr("Localizable", "settings.search_keywords.watch") }
      /// home screen, lock screen, custom widgets
      public static var widgets: String { return L10n.tr("Localizable", "settings.search_keywords.widgets") }
    }
    public enum Sections {
      public enum CustomizeExperience {
        /// Customize your experience
        public static var header: String { return L10n.tr("Localizable", "settings.sections.customize_experience.header") }
      }
      public enum HelpSupport {
        /// Help & support
        public static var header: String { return L10n.tr("Localizable", "settings.sections.help_support.header") }
      }
      public enum OtherDevices {
        /// Apple Watch & CarPlay
        public static var header: String { return L10n.tr("Localizable", "settings.sections.other_devices.header") }
      }
      public enum PrivacySecurity {
        /// Privacy & security
        public static var header: String { return L10n.tr("Localizable", "settings.sections.privacy_security.header") }
      }
      public enum QuickAccess {
        /// Quick access
        public static var header: String { return L10n.tr("Localizable", "settings.sections.quick_access.header") }
      }
      public enum ShareFromDevice {
        /// Share from this device
        public static var header: String { return L10n.tr("Localizable", "settings.sections.share_from_device.header") }
      }
      public enum StayInformed {
        /// Stay informed
        public static var header: String { return L10n.tr("Localizable", "settings.sections.stay_informed.header") }
      }
    }
    public enum ServerSelect {
      /// Server
      public static var title: String { return L10n.tr("Localizable", "settings.server_select.title") }
    }
    public enum ServerSwitching {
      /// Switched to %@
      public static func switchedToast(_ p1: Any) -> String {
        return L10n.tr("Localizable", "settings.server_switching.switched_toast", String(describing: p1))
      }
      /// Server Switching
      public static var title: String { return L10n.tr("Localizable", "settings.server_switching.title") }
      public enum ByLocation {
        /// When you open the app, it checks whether you are at one of your homes, either connected to its Wi-Fi network or inside its Home zone. If that home belongs to another server, that server is opened automatically. Checks happen only on this device while the app is in use, and your location is never stored.
        public static var footer: String { return L10n.tr("Localizable", "settings.server_switching.by_location.footer") }
        /// Switch Server by Location
        public static var title: String { return L10n.tr("Localizable", "settings.server_switching.by_location.title") }
      }
      public enum ClosestServer {
        /// Closest Server
        public static var title: String { return L10n.tr("Localizable", "settings.server_switching.closest_server.title") }
      }
      public enum HowItWorks {
        /// With multiple homes, the app can figure out which server matters right now and switch to it for you. Walk into your second home and its dashboard is already there.
        public static var intro: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.intro") }
        /// How it works?
        public static var title: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.title") }
        public enum Location {
          /// Otherwise, your location is compared with each server's Home zone, and the nearest one is considered closest.
          public static var body: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.location.body") }
          /// Then your location
          public static var title: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.location.title") }
        }
        public enum Privacy {
          /// Network and location checks happen only on this device, only while the app is in use. Your location is never stored or shared.
          public static var body: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.privacy.body") }
          /// Your privacy
          public static var title: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.privacy.title") }
        }
        public enum Switching {
          /// When you open the app at another server's home, on its Wi-Fi network or inside its Home zone, that server is opened automatically. The server you are viewing always wins when homes overlap. If you switch manually, your choice is respected until you leave or stop using the app for a while.
          public static var body: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.switching.body") }
          /// Automatic switching
          public static var title: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.switching.title") }
        }
        public enum Wifi {
          /// If this device is connected to a Wi-Fi network that belongs to one of your servers, that server is considered closest. No location check is needed.
          public static var body: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.wifi.body") }
          /// Home network first
          public static var title: String { return L10n.tr("Localizable", "settings.server_switching.how_it_works.wifi.title") }
        }
      }
    }
    public enum StatusSection {
      /// Status
      public static var header: String { return L10n.tr("Localizable", "settings.status_section.header") }
      public enum LocationNameRow {
        /// My Home Assistant
        public static var placeholder: String { return L10n.tr("Localizable", "settings.status_section.location_name_row.placeholder") }
        /// Name
        public static var title: String { return L10n.tr("Localizable", "settings.status_section.location_name_row.title") }
      }
      public enum VersionRow {
        /// 0.92.0
        public static var placeholder: String { return L10n.tr("Localizable", "settings.status_section.version_row.placeholder") }
        /// Version
        public static var title: String { return L10n.tr("Localizable", "settings.status_section.version_row.title") }
      }
    }
    public enum TemplateEdit {
      /// Edit Template
      public static var title: String { return L10n.tr("Localizable", "settings.template_edit.title") }
    }
    public enum TestFlightCommunication {
      /// Beta Tester Updates
      public static var title: String { return L10n.tr("Localizable", "settings.test_flight_communication.title") }
    }
    public enum WhatsNew {
      /// What's new?
      public static var title: String { return L10n.tr("Localizable", "settings.whats_new.title") }
    }
    public enum Widgets {
      /// Widgets
      public static var title: String { return L10n.tr("Localizable", "settings.widgets.title") }
      public enum Create {
        /// Create widget
        public static var title: String { return L10n.tr("Localizable", "settings.widgets.create.title") }
        public enum AddItem {
          /// Add item
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.create.add_item.title") }
        }
        public enum Footer {
          /// While the widget preview only displays one widget size, your custom widget will be available on multiple sizes respecting the limit of items per size.
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.create.footer.title") }
        }
        public enum Items {
          /// Items
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.create.items.title") }
        }
        public enum Name {
          /// e.g. Living room favorites
          public static var placeholder: String { return L10n.tr("Localizable", "settings.widgets.create.name.placeholder") }
          /// Name
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.create.name.title") }
        }
        public enum NoItems {
          /// No items
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.create.no_items.title") }
        }
      }
      public enum Custom {
        public enum DeleteAll {
          /// Reset all custom widgets
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.custom.delete_all.title") }
        }
      }
      public enum Select {
        /// Add to Widget
        public static var title: String { return L10n.tr("Localizable", "settings.widgets.select.title") }
        public enum Empty {
          /// Create your first widget to add this entity.
          public static var subtitle: String { return L10n.tr("Localizable", "settings.widgets.select.empty.subtitle") }
          /// No Widgets Yet
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.select.empty.title") }
        }
        public enum Footer {
          /// Select a widget to add this entity to.
          public static var title: String { return L10n.tr("Localizable", "settings.widgets.select.footer.title") }
        }
        public enum ItemCount {
          /// %li items
          public static func title(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings.widgets.select.item_count.title", p1)
          }
        }
      }
      public enum YourWidgets {
        /// Your widgets
        public static var title: String { return L10n.tr("Localizable", "settings.widgets.your_widgets.title") }
      }
    }
  }

  public enum SettingsDetails {
    /// Learn more
    public static var learnMore: String { return L10n.tr("Localizable", "settings_details.learn_more") }
    public enum Actions {
      /// Actions are used in the Apple Watch app, App Icon Actions, the Today widget and CarPlay.
      public static var footer: String { return L10n.tr("Localizable", "settings_details.actions.footer") }
      /// Actions
      public static var title: String { return L10n.tr("Localizable", "settings_details.actions.title") }
      public enum ActionsSynced {
        /// No Synced Actions
        public static var empty: String { return L10n.tr("Localizable", "settings_details.actions.actions_synced.empty") }
        /// Actions defined in .yaml are not editable on device.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.actions.actions_synced.footer") }
        /// Synced Actions
        public static var header: String { return L10n.tr("Localizable", "settings_details.actions.actions_synced.header") }
      }
      public enum CarPlay {
        public enum Available {
          /// Show in CarPlay
          public static var title: String { return L10n.tr("Localizable", "settings_details.actions.carPlay.available.title") }
        }
      }
      public enum Learn {
        public enum Button {
          /// Introduction to iOS Actions
          public static var title: String { return L10n.tr("Localizable", "settings_details.actions.learn.button.title") }
        }
      }
      public enum Scenes {
        /// No Scenes
        public static var empty: String { return L10n.tr("Localizable", "settings_details.actions.scenes.empty") }
        /// When enabled, Scenes display alongside actions. When performed, they trigger scene changes.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.actions.scenes.footer") }
        /// Select All
        public static var selectAll: String { return L10n.tr("Localizable", "settings_details.actions.scenes.select_all") }
        /// Scene Actions
        public static var title: String { return L10n.tr("Localizable", "settings_details.actions.scenes.title") }
      }
      public enum ServerControlled {
        public enum Update {
          /// Update server Actions
          public static var title: String { return L10n.tr("Localizable", "settings_details.actions.server_controlled.update.title") }
        }
      }
      public enum UseCustomColors {
        /// Use custom colors
        public static var title: String { return L10n.tr("Localizable", "settings_details.actions.use_custom_colors.title") }
      }
      public enum Watch {
        public enum Available {
          /// Show in Watch
          public static var title: String { return L10n.tr("Localizable", "settings_details.actions.watch.available.title") }
        }
      }
    }
    public enum General {
      /// Basic App configuration, App Icon and web page settings.
      public static var body: String { return L10n.tr("Localizable", "settings_details.general.body") }
      /// Basic App configuration and web page settings.
      public static var bodyMac: String { return L10n.tr("Localizable", "settings_details.general.body_mac") }
      /// General
      public static var title: String { return L10n.tr("Localizable", "settings_details.general.title") }
      public enum AppIcon {
        /// App Icon
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.app_icon.title") }
        public enum CurrentSelected {
          /// - Selected
          public static var title: String { return L10n.tr("Localizable", "settings_details.general.app_icon.current_selected.title") }
        }
        public enum Enum {
          /// Beta
          public static var beta: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.beta") }
          /// Black
          public static var black: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.black") }
          /// Blue
          public static var blue: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.blue") }
          /// Caribbean Green
          public static var caribbeanGreen: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.caribbean_green") }
          /// Classic
          public static var classic: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.classic") }
          /// Cornflower Blue
          public static var cornflowerBlue: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.cornflower_blue") }
          /// Crimson
          public static var crimson: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.crimson") }
          /// Dev
          public static var dev: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.dev") }
          /// Electric Violet
          public static var electricViolet: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.electric_violet") }
          /// Fire Orange
          public static var fireOrange: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.fire_orange") }
          /// Green
          public static var green: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.green") }
          /// Old Beta
          public static var oldBeta: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.old_beta") }
          /// Old Dev
          public static var oldDev: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.old_dev") }
          /// Old Release
          public static var oldRelease: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.old_release") }
          /// Orange
          public static var orange: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.orange") }
          /// Pink
          public static var pink: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.pink") }
          /// Pride: Bi
          public static var prideBi: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.pride_bi") }
          /// Pride: Non Binary
          public static var prideNonBinary: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.pride_non_binary") }
          /// Pride: 8-Color
          public static var pridePoc: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.pride_poc") }
          /// Pride: Rainbow
          public static var prideRainbow: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.pride_rainbow") }
          /// Pride: Trans
          public static var prideTrans: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.pride_trans") }
          /// Purple
          public static var purple: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.purple") }
          /// Red
          public static var red: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.red") }
          /// Release
          public static var release: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.release") }
          /// White
          public static var white: String { return L10n.tr("Localizable", "settings_details.general.app_icon.enum.white") }
        }
        public enum Explanation {
          /// Each icon has 3 variants (iOS 18+), default, dark and tinted to react according to the selected iOS home screen style. Some icons are the same in dark mode or handled automatically by iOS.
          public static var title: String { return L10n.tr("Localizable", "settings_details.general.app_icon.explanation.title") }
        }
      }
      public enum DeviceName {
        /// Device Name
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.device_name.title") }
      }
      public enum EdgeToEdge {
        /// Display Home Assistant UI from edge to edge on devices that support it. This is an experimental feature which can be removed at any time and also may cause layout issues.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.general.edge_to_edge.footer") }
        /// Edge to edge display
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.edge_to_edge.title") }
        public enum Enabled {
          /// Enable
          public static var title: String { return L10n.tr("Localizable", "settings_details.general.edge_to_edge.enabled.title") }
        }
      }
      public enum FullScreen {
        /// Full Screen
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.full_screen.title") }
      }
      public enum LaunchOnLogin {
        /// Launch App on Login
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.launch_on_login.title") }
      }
      public enum Links {
        /// Links
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.links.title") }
      }
      public enum MenuBarText {
        /// Menu Bar Text
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.menu_bar_text.title") }
      }
      public enum OpenInBrowser {
        /// Google Chrome
        public static var chrome: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.chrome") }
        /// System Default
        public static var `default`: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.default") }
        /// Mozilla Firefox
        public static var firefox: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.firefox") }
        /// Mozilla Firefox Focus
        public static var firefoxFocus: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.firefoxFocus") }
        /// Mozilla Firefox Klar
        public static var firefoxKlar: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.firefoxKlar") }
        /// Apple Safari
        public static var safari: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.safari") }
        /// Apple Safari (in app)
        public static var safariInApp: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.safari_in_app") }
        /// Open Links In
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.open_in_browser.title") }
      }
      public enum OpenInPrivateTab {
        /// Open in Private Tab
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.open_in_private_tab.title") }
      }
      public enum Page {
        /// Page
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.page.title") }
      }
      public enum PageZoom {
        /// %@ (Default)
        public static func `default`(_ p1: Any) -> String {
          return L10n.tr("Localizable", "settings_details.general.page_zoom.default", String(describing: p1))
        }
        /// Page Zoom
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.page_zoom.title") }
      }
      public enum PinchToZoom {
        /// Pinch to Zoom
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.pinch_to_zoom.title") }
      }
      public enum RefreshAfterInactive {
        /// Refresh After 5 Min Inactive
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.refresh_after_inactive.title") }
      }
      public enum Restoration {
        /// Remember Last Page
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.restoration.title") }
      }
      public enum Visibility {
        /// Show App In…
        public static var title: String { return L10n.tr("Localizable", "settings_details.general.visibility.title") }
        public enum Options {
          /// Dock
          public static var dock: String { return L10n.tr("Localizable", "settings_details.general.visibility.options.dock") }
          /// Dock and Menu Bar
          public static var dockAndMenuBar: String { return L10n.tr("Localizable", "settings_details.general.visibility.options.dock_and_menu_bar") }
          /// Menu Bar
          public static var menuBar: String { return L10n.tr("Localizable", "settings_details.general.visibility.options.menu_bar") }
        }
      }
    }
    public enum Http {
      public enum Warning {
        /// Unencrypted connections expose your credentials and personal data to potential interception. Always use HTTPS for remote access to protect your privacy and security.
        public static var message: String { return L10n.tr("Localizable", "settings_details.http.warning.message") }
        /// Security Warning
        public static var title: String { return L10n.tr("Localizable", "settings_details.http.warning.title") }
      }
    }
    public enum LegacyActions {
      /// (Legacy) iOS Actions
      public static var title: String { return L10n.tr("Localizable", "settings_details.legacy_actions.title") }
    }
    public enum Location {
      /// Location
      public static var title: String { return L10n.tr("Localizable", "settings_details.location.title") }
      /// Update Location
      public static var updateLocation: String { return L10n.tr("Localizable", "settings_details.location.update_location") }
      public enum BackgroundRefresh {
        /// Disabled
        public static var disabled: String { return L10n.tr("Localizable", "settings_details.location.background_refresh.disabled") }
        /// Enabled
        public static var enabled: String { return L10n.tr("Localizable", "settings_details.location.background_refresh.enabled") }
        /// Background Refresh
        public static var title: String { return L10n.tr("Localizable", "settings_details.location.background_refresh.title") }
      }
      public enum FocusPermission {
        /// Denied
        public static var denied: String { return L10n.tr("Localizable", "settings_details.location.focus_permission.denied") }
        /// Enabled
        public static var enabled: String { return L10n.tr("Localizable", "settings_details.location.focus_permission.enabled") }
        /// Disabled
        public static var needsRequest: String { return L10n.tr("Localizable", "settings_details.location.focus_permission.needs_request") }
        /// Restricted
        public static var restricted: String { return L10n.tr("Localizable", "settings_details.location.focus_permission.restricted") }
      }
      public enum LocationAccuracy {
        /// Full
        public static var full: String { return L10n.tr("Localizable", "settings_details.location.location_accuracy.full") }
        /// Reduced
        public static var reduced: String { return L10n.tr("Localizable", "settings_details.location.location_accuracy.reduced") }
        /// Location Accuracy
        public static var title: String { return L10n.tr("Localizable", "settings_details.location.location_accuracy.title") }
      }
      public enum LocationPermission {
        /// Always
        public static var always: String { return L10n.tr("Localizable", "settings_details.location.location_permission.always") }
        /// Disabled
        public static var needsRequest: String { return L10n.tr("Localizable", "settings_details.location.location_permission.needs_request") }
        /// Never
        public static var never: String { return L10n.tr("Localizable", "settings_details.location.location_permission.never") }
        /// Location Permission
        public static var title: String { return L10n.tr("Localizable", "settings_details.location.location_permission.title") }
        /// While In Use
        public static var whileInUse: String { return L10n.tr("Localizable", "settings_details.location.location_permission.while_in_use") }
      }
      public enum MotionPermission {
        /// Denied
        public static var denied: String { return L10n.tr("Localizable", "settings_details.location.motion_permission.denied") }
        /// Enabled
        public static var enabled: String { return L10n.tr("Localizable", "settings_details.location.motion_permission.enabled") }
        /// Disabled
        public static var needsRequest: String { return L10n.tr("Localizable", "settings_details.location.motion_permission.needs_request") }
        /// Restricted
        public static var restricted: String { return L10n.tr("Localizable", "settings_details.location.motion_permission.restricted") }
        /// Motion Permission
        public static var title: String { return L10n.tr("Localizable", "settings_details.location.motion_permission.title") }
      }
      public enum Notifications {
        /// Location Notifications
        public static var header: String { return L10n.tr("Localizable", "settings_details.location.notifications.header") }
        public enum BackgroundFetch {
          /// Background Fetch Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.background_fetch.title") }
        }
        public enum BeaconEnter {
          /// Enter Zone via iBeacon Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.beacon_enter.title") }
        }
        public enum BeaconExit {
          /// Exit Zone via iBeacon Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.beacon_exit.title") }
        }
        public enum Enter {
          /// Enter Zone Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.enter.title") }
        }
        public enum Exit {
          /// Exit Zone Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.exit.title") }
        }
        public enum LocationChange {
          /// Significant Location Change Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.location_change.title") }
        }
        public enum PushNotification {
          /// Pushed Location Request Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.push_notification.title") }
        }
        public enum UrlScheme {
          /// URL Scheme Location Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.url_scheme.title") }
        }
        public enum XCallbackUrl {
          /// X-Callback-URL Location Notifications
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.notifications.x_callback_url.title") }
        }
      }
      public enum Updates {
        /// Manual location updates can always be triggered
        public static var footer: String { return L10n.tr("Localizable", "settings_details.location.updates.footer") }
        /// Update sources
        public static var header: String { return L10n.tr("Localizable", "settings_details.location.updates.header") }
        public enum Background {
          /// Background fetch
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.updates.background.title") }
        }
        public enum Notification {
          /// Push notification request
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.updates.notification.title") }
        }
        public enum Significant {
          /// Significant location change
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.updates.significant.title") }
        }
        public enum Zone {
          /// Zone enter/exit
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.updates.zone.title") }
        }
      }
      public enum Zones {
        /// To disable location tracking add track_ios: false to each zones settings or under customize.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.location.zones.footer") }
        /// Tracked zones
        public static var header: String { return L10n.tr("Localizable", "settings_details.location.zones.header") }
        public enum Beacon {
          public enum PropNotSet {
            /// Not set
            public static var value: String { return L10n.tr("Localizable", "settings_details.location.zones.beacon.prop_not_set.value") }
          }
        }
        public enum BeaconMajor {
          /// iBeacon Major
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.beacon_major.title") }
        }
        public enum BeaconMinor {
          /// iBeacon Minor
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.beacon_minor.title") }
        }
        public enum BeaconUuid {
          /// iBeacon UUID
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.beacon_uuid.title") }
        }
        public enum Directions {
          /// Get directions
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.directions.title") }
        }
        public enum Distance {
          /// %@ away
          public static func label(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.location.zones.distance.label", String(describing: p1))
          }
        }
        public enum EnterExitTracked {
          /// Enter/exit tracked
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.enter_exit_tracked.title") }
        }
        public enum Filter {
          /// All servers
          public static var allServers: String { return L10n.tr("Localizable", "settings_details.location.zones.filter.all_servers") }
        }
        public enum Location {
          /// Location
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.location.title") }
        }
        public enum Radius {
          /// Radius: %li m
          public static func detail(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings_details.location.zones.radius.detail", p1)
          }
          /// %li m
          public static func label(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings_details.location.zones.radius.label", p1)
          }
          /// Radius
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.radius.title") }
        }
        public enum ShowAll {
          /// Show all
          public static var title: String { return L10n.tr("Localizable", "settings_details.location.zones.show_all.title") }
        }
        public enum TrackingDisabled {
          /// Not tracked
          public static var label: String { return L10n.tr("Localizable", "settings_details.location.zones.tracking_disabled.label") }
        }
        public enum TrackingEnabled {
          /// Tracked
          public static var label: String { return L10n.tr("Localizable", "settings_details.location.zones.tracking_enabled.label") }
        }
      }
    }
    public enum MacNativeFeatures {
      /// This will open Safari instead of the App webview, while keeping the native features such as widgets working.
      public static var footer: String { return L10n.tr("Localizable", "settings_details.mac_native_features.footer") }
      /// Native Features Only (Experimental)
      public static var title: String { return L10n.tr("Localizable", "settings_details.mac_native_features.title") }
    }
    public enum MacOpenInBrowser {
      /// Opens Home Assistant in your default browser instead of the in-app web view, while keeping native features such as widgets working.
      public static var footer: String { return L10n.tr("Localizable", "settings_details.mac_open_in_browser.footer") }
      /// Open Home Assistant UI in browser
      public static var title: String { return L10n.tr("Localizable", "settings_details.mac_open_in_browser.title") }
    }
    public enum Notifications {
      /// Documentation
      public static var documentation: String { return L10n.tr("Localizable", "settings_details.notifications.documentation") }
      /// Use the mobile_app notify service to send notifications to your device.
      public static var info: String { return L10n.tr("Localizable", "settings_details.notifications.info") }
      /// Notifications
      public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.title") }
      public enum BadgeSection {
        public enum AutomaticSetting {
          /// Resets the badge to 0 every time you launch the app.
          public static var description: String { return L10n.tr("Localizable", "settings_details.notifications.badge_section.automatic_setting.description") }
          /// Automatically
          public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.badge_section.automatic_setting.title") }
        }
        public enum Button {
          /// Reset Badge
          public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.badge_section.button.title") }
        }
      }
      public enum Categories {
        /// Categories
        public static var header: String { return L10n.tr("Localizable", "settings_details.notifications.categories.header") }
      }
      public enum CategoriesSynced {
        /// No Synced Categories
        public static var empty: String { return L10n.tr("Localizable", "settings_details.notifications.categories_synced.empty") }
        /// Categories defined in .yaml are not editable on device.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.notifications.categories_synced.footer") }
        /// Categories may be also defined in the .yaml configuration.
        public static var footerNoCategories: String { return L10n.tr("Localizable", "settings_details.notifications.categories_synced.footer_no_categories") }
        /// Synced Categories
        public static var header: String { return L10n.tr("Localizable", "settings_details.notifications.categories_synced.header") }
      }
      public enum History {
        /// Clear
        public static var clear: String { return L10n.tr("Localizable", "settings_details.notifications.history.clear") }
        /// No notifications yet
        public static var empty: String { return L10n.tr("Localizable", "settings_details.notifications.history.empty") }
        /// Push notifications received on this device, including local push and remote push.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.notifications.history.footer") }
        /// (No content)
        public static var noContent: String { return L10n.tr("Localizable", "settings_details.notifications.history.no_content") }
        /// Remote Live Activities are delivered straight to the system by iOS, so the app never sees them and can't list them here.
        public static var remoteLiveActivityUnavailable: String { return L10n.tr("Localizable", "settings_details.notifications.history.remote_live_activity_unavailable") }
        /// History
        public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.history.title") }
        public enum ClearConfirm {
          /// This cannot be undone.
          public static var message: String { return L10n.tr("Localizable", "settings_details.notifications.history.clear_confirm.message") }
          /// Are you sure you want to clear the notification history?
          public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.history.clear_confirm.title") }
        }
        public enum Detail {
          /// Copied!
          public static var copied: String { return L10n.tr("Localizable", "settings_details.notifications.history.detail.copied") }
          /// Copy Payload
          public static var copy: String { return L10n.tr("Localizable", "settings_details.notifications.history.detail.copy") }
          /// No payload
          public static var empty: String { return L10n.tr("Localizable", "settings_details.notifications.history.detail.empty") }
          /// Payload
          public static var payload: String { return L10n.tr("Localizable", "settings_details.notifications.history.detail.payload") }
        }
        public enum Kind {
          /// All
          public static var all: String { return L10n.tr("Localizable", "settings_details.notifications.history.kind.all") }
          /// Live Activity (Local)
          public static var liveActivityLocal: String { return L10n.tr("Localizable", "settings_details.notifications.history.kind.live_activity_local") }
          /// Live Activity (Remote)
          public static var liveActivityRemote: String { return L10n.tr("Localizable", "settings_details.notifications.history.kind.live_activity_remote") }
          /// Local
          public static var local: String { return L10n.tr("Localizable", "settings_details.notifications.history.kind.local") }
          /// Remote
          public static var remote: String { return L10n.tr("Localizable", "settings_details.notifications.history.kind.remote") }
        }
      }
      public enum LocalPush {
        /// Local Push
        public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.local_push.title") }
        public enum Retry {
          /// Retry Local Push
          public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.local_push.retry.title") }
        }
        public enum Status {
          /// Available (%1$@)
          public static func available(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.local_push.status.available", String(describing: p1))
          }
          /// Disabled
          public static var disabled: String { return L10n.tr("Localizable", "settings_details.notifications.local_push.status.disabled") }
          /// Establishing
          public static var establishing: String { return L10n.tr("Localizable", "settings_details.notifications.local_push.status.establishing") }
          /// Unavailable
          public static var unavailable: String { return L10n.tr("Localizable", "settings_details.notifications.local_push.status.unavailable") }
          /// Unsupported
          public static var unsupported: String { return L10n.tr("Localizable", "settings_details.notifications.local_push.status.unsupported") }
        }
      }
      public enum NewCategory {
        /// New Category
        public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.new_category.title") }
      }
      public enum Permission {
        /// Denied
        public static var disabled: String { return L10n.tr("Localizable", "settings_details.notifications.permission.disabled") }
        /// Enabled
        public static var enabled: String { return L10n.tr("Localizable", "settings_details.notifications.permission.enabled") }
        /// Disabled
        public static var needsRequest: String { return L10n.tr("Localizable", "settings_details.notifications.permission.needs_request") }
        /// Permission
        public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.permission.title") }
      }
      public enum PromptToOpenUrls {
        /// Confirm before opening URL
        public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.prompt_to_open_urls.title") }
      }
      public enum PushIdSection {
        /// Push ID
        public static var header: String { return L10n.tr("Localizable", "settings_details.notifications.push_id_section.header") }
        /// Not registered for remote notifications
        public static var notRegistered: String { return L10n.tr("Localizable", "settings_details.notifications.push_id_section.not_registered") }
      }
      public enum RateLimits {
        /// Attempts
        public static var attempts: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.attempts") }
        /// Delivered
        public static var delivered: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.delivered") }
        /// Errors
        public static var errors: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.errors") }
        /// You are allowed 300 push notifications per 24 hours. Rate limits reset at midnight Universal Coordinated Time (UTC).
        public static var footer: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.footer") }
        /// You are allowed %u push notifications per 24 hours. Rate limits reset at midnight Universal Coordinated Time (UTC).
        public static func footerWithParam(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings_details.notifications.rate_limits.footer_with_param", p1)
        }
        /// Rate Limits
        public static var header: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.header") }
        /// Resets In
        public static var resetsIn: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.resets_in") }
        /// Total
        public static var total: String { return L10n.tr("Localizable", "settings_details.notifications.rate_limits.total") }
      }
      public enum SnoozeActions {
        /// Quick actions shown on notifications to snooze them for a set amount of time. Snoozing re-shows the notification later.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.footer") }
        /// Snooze Actions
        public static var header: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.header") }
        /// Snoozed notifications reappear with a “↺” prefix in their title.
        public static var prefixFooter: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.prefix_footer") }
        /// Snooze 1 hour
        public static var titleHour: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.title_hour") }
        /// Snooze 1 hour and %li min
        public static func titleHourMinutes(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.title_hour_minutes", p1)
        }
        /// Snooze %li hours
        public static func titleHours(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.title_hours", p1)
        }
        /// Snooze %li hours and %li min
        public static func titleHoursMinutes(_ p1: Int, _ p2: Int) -> String {
          return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.title_hours_minutes", p1, p2)
        }
        /// Snooze %li min
        public static func titleMinutes(_ p1: Int) -> String {
          return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.title_minutes", p1)
        }
        public enum AddSheet {
          /// A snooze action for this duration already exists.
          public static var duplicateWarning: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.duplicate_warning") }
          /// 1 hour
          public static var durationHour: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.duration_hour") }
          /// 1 hour and %li minutes
          public static func durationHourMinutes(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.duration_hour_minutes", p1)
          }
          /// %li hours
          public static func durationHours(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.duration_hours", p1)
          }
          /// %li hours and %li minutes
          public static func durationHoursMinutes(_ p1: Int, _ p2: Int) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.duration_hours_minutes", p1, p2)
          }
          /// %li minutes
          public static func minutesLabel(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.minutes_label", p1)
          }
          /// New Snooze Action
          public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.snooze_actions.add_sheet.title") }
        }
      }
      public enum Sounds {
        /// Bundled
        public static var bundled: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.bundled") }
        /// Built-in, system, or custom sounds can be used with your notifications.
        public static var footer: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.footer") }
        /// Import custom sound
        public static var importCustom: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.import_custom") }
        /// Import sounds from iTunes File Sharing
        public static var importFileSharing: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.import_file_sharing") }
        /// Add custom sounds to your Sounds folder to use them in notifications. Use their filename as the sound value in the service call.
        public static var importMacInstructions: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.import_mac_instructions") }
        /// Open Folder in Finder
        public static var importMacOpenFolder: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.import_mac_open_folder") }
        /// Import system sounds
        public static var importSystem: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.import_system") }
        /// Imported
        public static var imported: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.imported") }
        /// System
        public static var system: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.system") }
        /// Sounds
        public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.title") }
        public enum Error {
          /// Can't build ~/Library/Sounds path: %@
          public static func cantBuildLibrarySoundsPath(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.error.cant_build_library_sounds_path", String(describing: p1))
          }
          /// Can't list directory contents: %@
          public static func cantGetDirectoryContents(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.error.cant_get_directory_contents", String(describing: p1))
          }
          /// Can't access file sharing sounds directory: %@
          public static func cantGetFileSharingPath(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.error.cant_get_file_sharing_path", String(describing: p1))
          }
          /// Failed to convert audio to PCM 32 bit 48khz: %@
          public static func conversionFailed(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.error.conversion_failed", String(describing: p1))
          }
          /// Failed to copy file: %@
          public static func copyError(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.error.copy_error", String(describing: p1))
          }
          /// Failed to delete file: %@
          public static func deleteError(_ p1: Any) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.error.delete_error", String(describing: p1))
          }
        }
        public enum ImportedAlert {
          /// %li sounds were imported. Please restart your phone to complete the import.
          public static func message(_ p1: Int) -> String {
            return L10n.tr("Localizable", "settings_details.notifications.sounds.imported_alert.message", p1)
          }
          /// Sounds Imported
          public static var title: String { return L10n.tr("Localizable", "settings_details.notifications.sounds.imported_alert.title") }
        }
      }
    }
    public enum Privacy {
      /// You are in control of your data.
      public static var body: String { return L10n.tr("Localizable", "settings_details.privacy.body") }
      /// Privacy
      public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.title") }
      public enum Alerts {
        /// Allows checking for important alerts like security vulnerabilities.
        public static var description: String { return L10n.tr("Localizable", "settings_details.privacy.alerts.description") }
        /// Alerts
        public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.alerts.title") }
      }
      public enum Analytics {
        /// Allows collection of basic information about your device and interactions with the app. No user identifiable data is shared, including your Home Assistant URLs and tokens. You must restart the app for changes to this setting to take effect.
        public static var genericDescription: String { return L10n.tr("Localizable", "settings_details.privacy.analytics.generic_description") }
        /// Analytics
        public static var genericTitle: String { return L10n.tr("Localizable", "settings_details.privacy.analytics.generic_title") }
      }
      public enum CrashReporting {
        /// Allows for deeper tracking of crashes and other errors in the app, leading to faster fixes being published. No user identifiable information is sent, other than basic device information. You must restart the app for changes to this setting to take effect.
        public static var description: String { return L10n.tr("Localizable", "settings_details.privacy.crash_reporting.description") }
        /// Crash Reporting
        public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.crash_reporting.title") }
      }
      public enum Messaging {
        /// Firebase Cloud Messaging must be enabled for push notifications to function.
        public static var description: String { return L10n.tr("Localizable", "settings_details.privacy.messaging.description") }
        /// Firebase Cloud Messaging
        public static var title: String { return L10n.tr("Localizable", "settings_details.privacy.messaging.title") }
      }
    }
    public enum Thread {
      /// Thread
      public static var title: String { return L10n.tr("Localizable", "settings_details.thread.title") }
      public enum DeleteCredential {
        public enum Confirmation {
          /// Are you sure you want to delete this credential from your Apple Keychain? This can't be reverted and should only be executed if you know what you're doing.
          public static var title: String { return L10n.tr("Localizable", "settings_details.thread.delete_credential.confirmation.title") }
        }
      }
    }
    public enum Updates {
      public enum CheckForUpdates {
        /// Include Beta Releases
        public static var includeBetas: String { return L10n.tr("Localizable", "settings_details.updates.check_for_updates.include_betas") }
        /// Automatically Check for Updates
        public static var title: String { return L10n.tr("Localizable", "settings_details.updates.check_for_updates.title") }
      }
    }
    public enum Watch {
      /// Apple Watch
      public static var title: String { return L10n.tr("Localizable", "settings_details.watch.title") }
    }
    public enum Widgets {
      public enum ReloadAll {
        /// This will reload all widgets timelines, use this in case your widgets are stuck in a blank state or not updating for some reason.
        public static var description: String { return L10n.tr("Localizable", "settings_details.widgets.reload_all.description") }
        /// Reload all widgets
        public static var title: String { return L10n.tr("Localizable", "settings_details.widgets.reload_all.title") }
      }
    }
  }

  public enum SettingsSensors {
    /// Decide which of your device sensors you want to share with Home Assistant.
    public static var body: String { return L10n.tr("Localizable", "settings_sensors.body") }
    /// Disabled
    public static var disabledStateReplacement: String { return L10n.tr("Localizable", "settings_sensors.disabled_state_replacement") }
    /// Sensors
    public static var title: String { return L10n.tr("Localizable", "settings_sensors.title") }
    public enum Detail {
      /// Attributes
      public static var attributes: String { return L10n.tr("Localizable", "settings_sensors.detail.attributes") }
      /// Configure Focus names
      public static var configureFocusNames: String { return L10n.tr("Localizable", "settings_sensors.detail.configure_focus_names") }
      /// Device Class
      public static var deviceClass: String { return L10n.tr("Localizable", "settings_sensors.detail.device_class") }
      /// Enabled
      public static var enabled: String { return L10n.tr("Localizable", "settings_sensors.detail.enabled") }
      /// Icon
      public static var icon: String { return L10n.tr("Localizable", "settings_sensors.detail.icon") }
      /// State
      public static var state: String { return L10n.tr("Localizable", "settings_sensors.detail.state") }
    }
    public enum FocusPermission {
      /// Focus Permission
      public static var title: String { return L10n.tr("Localizable", "settings_sensors.focus_permission.title") }
    }
    public enum Health {
      /// Apple Health sensors use the existing per-sensor controls below. Health data is read only during normal sensor updates.
      public static var footer: String { return L10n.tr("Localizable", "settings_sensors.health.footer") }
      /// Apple Health
      public static var header: String { return L10n.tr("Localizable", "settings_sensors.health.header") }
      /// Reload Sensors
      public static var reload: String { return L10n.tr("Localizable", "settings_sensors.health.reload") }
      /// Request Apple Health Access
      public static var requestAccess: String { return L10n.tr("Localizable", "settings_sensors.health.request_access") }
      /// Health Data
      public static var status: String { return L10n.tr("Localizable", "settings_sensors.health.status") }
      public enum Category {
        /// Activity
        public static var activity: String { return L10n.tr("Localizable", "settings_sensors.health.category.activity") }
        /// Body Measurements
        public static var body: String { return L10n.tr("Localizable", "settings_sensors.health.category.body") }
        /// Heart
        public static var heart: String { return L10n.tr("Localizable", "settings_sensors.health.category.heart") }
        /// Nutrition
        public static var nutrition: String { return L10n.tr("Localizable", "settings_sensors.health.category.nutrition") }
        /// Respiratory
        public static var respiratory: String { return L10n.tr("Localizable", "settings_sensors.health.category.respiratory") }
        /// Vitals
        public static var vitals: String { return L10n.tr("Localizable", "settings_sensors.health.category.vitals") }
      }
      public enum Error {
        /// Turn on at least one Apple Health sensor before requesting access.
        public static var noEnabledSensors: String { return L10n.tr("Localizable", "settings_sensors.health.error.no_enabled_sensors") }
        /// Apple Health is not available on this device.
        public static var unavailable: String { return L10n.tr("Localizable", "settings_sensors.health.error.unavailable") }
      }
      public enum Sensors {
        /// Enable all Apple Health sensors
        public static var enableAll: String { return L10n.tr("Localizable", "settings_sensors.health.sensors.enable_all") }
        /// Enable all
        public static var enableAllSection: String { return L10n.tr("Localizable", "settings_sensors.health.sensors.enable_all_section") }
        /// Every Apple Health sensor starts switched off. Only the ones turned on here are read and sent to Home Assistant — request access again after turning more of them on, so Apple Health can grant permission for the new ones.
        public static var footer: String { return L10n.tr("Localizable", "settings_sensors.health.sensors.footer") }
        /// Apple Health Sensors
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.health.sensors.title") }
        public enum EnableAll {
          public enum Confirmation {
            /// Enable All
            public static var confirm: String { return L10n.tr("Localizable", "settings_sensors.health.sensors.enable_all.confirmation.confirm") }
            /// Enable all %li Apple Health sensors? They will all be read and sent to Home Assistant.
            public static func title(_ p1: Int) -> String {
              return L10n.tr("Localizable", "settings_sensors.health.sensors.enable_all.confirmation.title", p1)
            }
          }
        }
      }
      public enum Status {
        /// Available
        public static var available: String { return L10n.tr("Localizable", "settings_sensors.health.status.available") }
        /// Unavailable
        public static var unavailable: String { return L10n.tr("Localizable", "settings_sensors.health.status.unavailable") }
      }
    }
    public enum LastUpdated {
      /// Last Updated %@
      public static func footer(_ p1: Any) -> String {
        return L10n.tr("Localizable", "settings_sensors.last_updated.footer", String(describing: p1))
      }
      /// Last Updated
      public static var `prefix`: String { return L10n.tr("Localizable", "settings_sensors.last_updated.prefix") }
    }
    public enum LoadingError {
      /// Failed to load sensors
      public static var title: String { return L10n.tr("Localizable", "settings_sensors.loading_error.title") }
    }
    public enum PeriodicUpdate {
      /// When enabled, these sensors will update with this frequency while the app is open in the foreground.
      public static var description: String { return L10n.tr("Localizable", "settings_sensors.periodic_update.description") }
      /// This frequency only applies while the app is open on screen. While the app is in the background, iOS decides when it can update sensors.
      public static var descriptionForeground: String { return L10n.tr("Localizable", "settings_sensors.periodic_update.description_foreground") }
      /// When enabled, these sensors will update with this frequency while the app is open. Some sensors will update automatically more often.
      public static var descriptionMac: String { return L10n.tr("Localizable", "settings_sensors.periodic_update.description_mac") }
      /// Off
      public static var off: String { return L10n.tr("Localizable", "settings_sensors.periodic_update.off") }
      /// Periodic Update
      public static var title: String { return L10n.tr("Localizable", "settings_sensors.periodic_update.title") }
    }
    public enum Permissions {
      /// Some sensors only report data after you grant the permission they depend on.
      public static var footer: String { return L10n.tr("Localizable", "settings_sensors.permissions.footer") }
      /// Permissions
      public static var header: String { return L10n.tr("Localizable", "settings_sensors.permissions.header") }
      public enum Bluetooth {
        /// Bluetooth
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.bluetooth.title") }
        /// Sets up nearby devices.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.bluetooth.usage") }
      }
      public enum Camera {
        /// Camera
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.camera.title") }
        /// Scans QR codes, barcodes and shows camera stream on Kiosk Mode.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.camera.usage") }
      }
      public enum Focus {
        /// Focus
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.focus.title") }
        /// Reports your Focus status so automations can react to it.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.focus.usage") }
      }
      public enum Health {
        /// Apple Health never tells apps whether reading health data was allowed, so this only shows whether access was already requested.
        public static var footer: String { return L10n.tr("Localizable", "settings_sensors.permissions.health.footer") }
      }
      public enum LocalNetwork {
        /// Local Network
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.local_network.title") }
        /// Discovers and connects to Home Assistant on your local network.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.local_network.usage") }
      }
      public enum Location {
        /// Location
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.location.title") }
        /// Runs location-based automations and reports where your device is.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.location.usage") }
      }
      public enum Microphone {
        /// Microphone
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.microphone.title") }
        /// Lets you talk to Assist with your voice.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.microphone.usage") }
      }
      public enum Motion {
        /// Motion
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.motion.title") }
        /// Reports steps, distance and activity from the motion sensor.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.motion.usage") }
      }
      public enum Notification {
        /// Notifications
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.notification.title") }
        /// Delivers push notifications and actionable alerts from Home Assistant.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.notification.usage") }
      }
      public enum Speech {
        /// Speech Recognition
        public static var title: String { return L10n.tr("Localizable", "settings_sensors.permissions.speech.title") }
        /// Transcribes your voice into Assist commands.
        public static var usage: String { return L10n.tr("Localizable", "settings_sensors.permissions.speech.usage") }
      }
      public enum Status {
        /// Always
        public static var always: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.always") }
        /// Denied
        public static var denied: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.denied") }
        /// Granted
        public static var granted: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.granted") }
        /// Not requested
        public static var notRequested: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.not_requested") }
        /// Requested
        public static var requested: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.requested") }
        /// Restricted
        public static var restricted: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.restricted") }
        /// While in use
        public static var whileInUse: String { return L10n.tr("Localizable", "settings_sensors.permissions.status.while_in_use") }
      }
    }
    public enum Sensors {
      /// Configure
      public static var configure: String { return L10n.tr("Localizable", "settings_sensors.sensors.configure") }
      /// Enable all sensors
      public static var enableAll: String { return L10n.tr("Localizable", "settings_sensors.sensors.enable_all") }
      /// Sensors
      public static var header: String { return L10n.tr("Localizable", "settings_sensors.sensors.header") }
      /// No sensors match your search
      public static var noResults: String { return L10n.tr("Localizable", "settings_sensors.sensors.no_results") }
      /// Search sensors
      public static var searchPrompt: String { return L10n.tr("Localizable", "settings_sensors.sensors.search_prompt") }
    }
    public enum Settings {
      /// Changes will be applied on the next update.
      public static var footer: String { return L10n.tr("Localizable", "settings_sensors.settings.footer") }
      /// Settings
      public static var header: String { return L10n.tr("Localizable", "settings_sensors.settings.header") }
    }
  }

  public enum ShareExtension {
    /// 'entered' in event
    public static var enteredPlaceholder: String { return L10n.tr("Localizable", "share_extension.entered_placeholder") }
    public enum Error {
      /// Couldn't Send
      public static var title: String { return L10n.tr("Localizable", "share_extension.error.title") }
    }
  }

  public enum ShortcutItem {
    public enum OpenSettings {
      /// Open Settings
      public static var title: String { return L10n.tr("Localizable", "shortcut_item.open_settings.title") }
    }
  }

  public enum Tags {
    /// Tags
    public static var title: String { return L10n.tr("Localizable", "tags.title") }
    public enum Allowed {
      /// Delete all
      public static var deleteAll: String { return L10n.tr("Localizable", "tags.allowed.delete_all") }
      /// No allowed tags
      public static var empty: String { return L10n.tr("Localizable", "tags.allowed.empty") }
      /// Allowed tags can be sent to Home Assistant without asking for approval each time. Swipe left on a tag to delete it.
      public static var footer: String { return L10n.tr("Localizable", "tags.allowed.footer") }
      /// Allowed tags
      public static var title: String { return L10n.tr("Localizable", "tags.allowed.title") }
      public enum DeleteAll {
        public enum Confirm {
          /// Delete all
          public static var button: String { return L10n.tr("Localizable", "tags.allowed.delete_all.confirm.button") }
          /// Delete all allowed tags?
          public static var title: String { return L10n.tr("Localizable", "tags.allowed.delete_all.confirm.title") }
        }
      }
    }
  }

  public enum TestFlightCommunication {
    /// Beta Tester Update
    public static var badgeTitle: String { return L10n.tr("Localizable", "test_flight_communication.badge_title") }
  }

  public enum Thread {
    public enum ActiveOperationalDataSet {
      /// Active operational data set
      public static var title: String { return L10n.tr("Localizable", "thread.active_operational_data_set.title") }
    }
    public enum BorderAgentId {
      /// Border Agent ID
      public static var title: String { return L10n.tr("Localizable", "thread.border_agent_id.title") }
    }
    public enum Credentials {
      public enum ShareCredentials {
        /// Make sure your are logged in with your iCloud account which is owner of a Home in Apple Home.
        public static var noCredentialsMessage: String { return L10n.tr("Localizable", "thread.credentials.share_credentials.no_credentials_message") }
        /// You don't have credentials to share
        public static var noCredentialsTitle: String { return L10n.tr("Localizable", "thread.credentials.share_credentials.no_credentials_title") }
      }
    }
    public enum ExtendedPanId {
      /// Extended PAN ID
      public static var title: String { return L10n.tr("Localizable", "thread.extended_pan_id.title") }
    }
    public enum Management {
      /// Thread Credentials
      public static var title: String { return L10n.tr("Localizable", "thread.management.title") }
    }
    public enum NetworkKey {
      /// Network Key
      public static var title: String { return L10n.tr("Localizable", "thread.network_key.title") }
    }
    public enum SaveCredential {
      public enum Fail {
        public enum Alert {
          /// Failed to save thread network credential.
          public static var message: String { return L10n.tr("Localizable", "thread.save_credential.fail.alert.message") }
          /// Failed to save thread network credential, error: %@
          public static func title(_ p1: Any) -> String {
            return L10n.tr("Localizable", "thread.save_credential.fail.alert.title", String(describing: p1))
          }
        }
        public enum Continue {
          /// Continue
          public static var button: String { return L10n.tr("Localizable", "thread.save_credential.fail.continue.button") }
        }
      }
    }
    public enum StoreInKeychain {
      public enum Error {
        /// Failed to store thread credential in keychain, error: %@
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "thread.store_in_keychain.error.message", String(describing: p1))
        }
        /// Operation failed
        public static var title: String { return L10n.tr("Localizable", "thread.store_in_keychain.error.title") }
        public enum Generic {
          /// Failed to store thread credential in keychain, check logs for more information.
          public static var body: String { return L10n.tr("Localizable", "thread.store_in_keychain.error.generic.body") }
        }
        public enum HexadecimalConversion {
          /// Failed to convert input to hexadecimal while storing thread credential in keychain
          public static var body: String { return L10n.tr("Localizable", "thread.store_in_keychain.error.hexadecimal_conversion.body") }
        }
      }
    }
    public enum TransterToApple {
      /// Transfer to Apple Keychain
      public static var title: String { return L10n.tr("Localizable", "thread.transter_to_apple.title") }
    }
    public enum TransterToHomeassistant {
      /// Transfer to Home Assistant
      public static var title: String { return L10n.tr("Localizable", "thread.transter_to_homeassistant.title") }
    }
  }

  public enum TokenError {
    /// Connection failed.
    public static var connectionFailed: String { return L10n.tr("Localizable", "token_error.connection_failed") }
    /// Token is expired.
    public static var expired: String { return L10n.tr("Localizable", "token_error.expired") }
    /// Token is unavailable.
    public static var tokenUnavailable: String { return L10n.tr("Localizable", "token_error.token_unavailable") }
  }

  public enum Unauthenticated {
    public enum Message {
      /// Your session has expired. Please re-authenticate to continue, or check your connection if you are behind a proxy or network restriction.
      public static var body: String { return L10n.tr("Localizable", "unauthenticated.message.body") }
      /// You are unauthenticated
      public static var title: String { return L10n.tr("Localizable", "unauthenticated.message.title") }
    }
  }

  public enum Updater {
    public enum CheckForUpdatesMenu {
      /// Check for Updates…
      public static var title: String { return L10n.tr("Localizable", "updater.check_for_updates_menu.title") }
    }
    public enum NoUpdatesAvailable {
      /// You're on the latest version!
      public static var onLatestVersion: String { return L10n.tr("Localizable", "updater.no_updates_available.on_latest_version") }
      /// Check for Updates
      public static var title: String { return L10n.tr("Localizable", "updater.no_updates_available.title") }
    }
    public enum UpdateAvailable {
      /// View '%@'
      public static func `open`(_ p1: Any) -> String {
        return L10n.tr("Localizable", "updater.update_available.open", String(describing: p1))
      }
      /// Update Available
      public static var title: String { return L10n.tr("Localizable", "updater.update_available.title") }
    }
  }

  public enum UrlHandler {
    public enum CallService {
      public enum Confirm {
        /// Do you want to call the service %@?
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "url_handler.call_service.confirm.message", String(describing: p1))
        }
        /// Call service?
        public static var title: String { return L10n.tr("Localizable", "url_handler.call_service.confirm.title") }
      }
      public enum Error {
        /// An error occurred while attempting to call service %@: %@
        public static func message(_ p1: Any, _ p2: Any) -> String {
          return L10n.tr("Localizable", "url_handler.call_service.error.message", String(describing: p1), String(describing: p2))
        }
      }
      public enum Success {
        /// Successfully called %@
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "url_handler.call_service.success.message", String(describing: p1))
        }
        /// Called service
        public static var title: String { return L10n.tr("Localizable", "url_handler.call_service.success.title") }
      }
    }
    public enum FireEvent {
      public enum Confirm {
        /// Do you want to fire the event %@?
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "url_handler.fire_event.confirm.message", String(describing: p1))
        }
        /// Fire event?
        public static var title: String { return L10n.tr("Localizable", "url_handler.fire_event.confirm.title") }
      }
      public enum Error {
        /// An error occurred while attempting to fire event %@: %@
        public static func message(_ p1: Any, _ p2: Any) -> String {
          return L10n.tr("Localizable", "url_handler.fire_event.error.message", String(describing: p1), String(describing: p2))
        }
      }
      public enum Success {
        /// Successfully fired event %@
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "url_handler.fire_event.success.message", String(describing: p1))
        }
        /// Fired event
        public static var title: String { return L10n.tr("Localizable", "url_handler.fire_event.success.title") }
      }
    }
    public enum NoService {
      /// %@ is not a valid route
      public static func message(_ p1: Any) -> String {
        return L10n.tr("Localizable", "url_handler.no_service.message", String(describing: p1))
      }
    }
    public enum RenderTemplate {
      public enum Confirm {
        /// Do you want to render %@?
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "url_handler.render_template.confirm.message", String(describing: p1))
        }
        /// Render template?
        public static var title: String { return L10n.tr("Localizable", "url_handler.render_template.confirm.title") }
      }
    }
    public enum SendLocation {
      public enum Confirm {
        /// Do you want to send your location?
        public static var message: String { return L10n.tr("Localizable", "url_handler.send_location.confirm.message") }
        /// Send location?
        public static var title: String { return L10n.tr("Localizable", "url_handler.send_location.confirm.title") }
      }
      public enum Error {
        /// An unknown error occurred while attempting to send location: %@
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "url_handler.send_location.error.message", String(describing: p1))
        }
      }
      public enum Success {
        /// Sent a one shot location
        public static var message: String { return L10n.tr("Localizable", "url_handler.send_location.success.message") }
        /// Sent location
        public static var title: String { return L10n.tr("Localizable", "url_handler.send_location.success.title") }
      }
    }
    public enum XCallbackUrl {
      public enum Error {
        /// eventName must be defined
        public static var eventNameMissing: String { return L10n.tr("Localizable", "url_handler.x_callback_url.error.eventNameMissing") }
        /// A general error occurred
        public static var general: String { return L10n.tr("Localizable", "url_handler.x_callback_url.error.general") }
        /// service (e.g. homeassistant.turn_on) must be defined
        public static var serviceMissing: String { return L10n.tr("Localizable", "url_handler.x_callback_url.error.serviceMissing") }
        /// A renderable template must be defined
        public static var templateMissing: String { return L10n.tr("Localizable", "url_handler.x_callback_url.error.templateMissing") }
      }
    }
  }

  public enum Vacuum {
    public enum Control {
      /// Battery: %@
      public static func battery(_ p1: Any) -> String {
        return L10n.tr("Localizable", "vacuum.control.battery_%@", String(describing: p1))
      }
      /// Locate
      public static var locate: String { return L10n.tr("Localizable", "vacuum.control.locate") }
      /// Pause
      public static var pause: String { return L10n.tr("Localizable", "vacuum.control.pause") }
      /// Return to dock
      public static var returnToBase: String { return L10n.tr("Localizable", "vacuum.control.return_to_base") }
      /// Start
      public static var start: String { return L10n.tr("Localizable", "vacuum.control.start") }
      /// Stop
      public static var stop: String { return L10n.tr("Localizable", "vacuum.control.stop") }
      public enum CleanAreas {
        /// No areas mapped. Map your vacuum's segments to areas in Home Assistant to clean by area.
        public static var empty: String { return L10n.tr("Localizable", "vacuum.control.clean_areas.empty") }
        /// Your iPhone is out of reach, so the areas can't be loaded.
        public static var needsPhone: String { return L10n.tr("Localizable", "vacuum.control.clean_areas.needs_phone") }
        /// Cleaning order: %@
        public static func order(_ p1: Any) -> String {
          return L10n.tr("Localizable", "vacuum.control.clean_areas.order_%@", String(describing: p1))
        }
        /// Start cleaning (%@)
        public static func start(_ p1: Any) -> String {
          return L10n.tr("Localizable", "vacuum.control.clean_areas.start_%@", String(describing: p1))
        }
        /// Clean areas
        public static var title: String { return L10n.tr("Localizable", "vacuum.control.clean_areas.title") }
      }
      public enum FanSpeed {
        /// Fan speed
        public static var title: String { return L10n.tr("Localizable", "vacuum.control.fan_speed.title") }
      }
    }
  }

  public enum Watch {
    /// Placeholder
    public static var placeholderComplicationName: String { return L10n.tr("Localizable", "watch.placeholder_complication_name") }
    public enum Assist {
      public enum Button {
        public enum Recording {
          /// Recording...
          public static var title: String { return L10n.tr("Localizable", "watch.assist.button.recording.title") }
        }
        public enum SendRequest {
          /// Tap to send request
          public static var title: String { return L10n.tr("Localizable", "watch.assist.button.send_request.title") }
        }
      }
      public enum LackConfig {
        public enum Error {
          /// Please configure Assist using iOS companion App
          public static var title: String { return L10n.tr("Localizable", "watch.assist.lack_config.error.title") }
        }
      }
    }
    public enum Complications {
      public enum Builder {
        /// Gauge color
        public static var color: String { return L10n.tr("Localizable", "watch.complications.builder.color") }
        /// Color from template
        public static var colorFromTemplate: String { return L10n.tr("Localizable", "watch.complications.builder.color_from_template") }
        /// Complication name
        public static var complicationName: String { return L10n.tr("Localizable", "watch.complications.builder.complication_name") }
        /// Content
        public static var content: String { return L10n.tr("Localizable", "watch.complications.builder.content") }
        /// Custom
        public static var contentCustom: String { return L10n.tr("Localizable", "watch.complications.builder.content_custom") }
        /// Default
        public static var contentDefault: String { return L10n.tr("Localizable", "watch.complications.builder.content_default") }
        /// Customize
        public static var customize: String { return L10n.tr("Localizable", "watch.complications.builder.customize") }
        /// Display name
        public static var displayName: String { return L10n.tr("Localizable", "watch.complications.builder.display_name") }
        /// Edit complication
        public static var editTitle: String { return L10n.tr("Localizable", "watch.complications.builder.edit_title") }
        /// No complications yet. Tap + to create one from an entity or a template.
        public static var empty: String { return L10n.tr("Localizable", "watch.complications.builder.empty") }
        /// Entity
        public static var entity: String { return L10n.tr("Localizable", "watch.complications.builder.entity") }
        /// Family
        public static var family: String { return L10n.tr("Localizable", "watch.complications.builder.family") }
        /// Gauge range (optional)
        public static var gaugeRange: String { return L10n.tr("Localizable", "watch.complications.builder.gauge_range") }
        /// Gauge template
        public static var gaugeTemplate: String { return L10n.tr("Localizable", "watch.complications.builder.gauge_template") }
        /// Icon
        public static var icon: String { return L10n.tr("Localizable", "watch.complications.builder.icon") }
        /// Icon color
        public static var iconColor: String { return L10n.tr("Localizable", "watch.complications.builder.icon_color") }
        /// Insert
        public static var insertToken: String { return L10n.tr("Localizable", "watch.complications.builder.insert_token") }
        /// Maximum
        public static var maximum: String { return L10n.tr("Localizable", "watch.complications.builder.maximum") }
        /// Minimum
        public static var minimum: String { return L10n.tr("Localizable", "watch.complications.builder.minimum") }
        /// Name (optional)
        public static var name: String { return L10n.tr("Localizable", "watch.complications.builder.name") }
        /// New complication
        public static var newTitle: String { return L10n.tr("Localizable", "watch.complications.builder.new_title") }
        /// Decimals
        public static var precision: String { return L10n.tr("Localizable", "watch.complications.builder.precision") }
        /// Automatic
        public static var precisionAutomatic: String { return L10n.tr("Localizable", "watch.complications.builder.precision_automatic") }
        /// Preview
        public static var preview: String { return L10n.tr("Localizable", "watch.complications.builder.preview") }
        /// Progress bar color
        public static var progressBarColor: String { return L10n.tr("Localizable", "watch.complications.builder.progress_bar_color") }
        /// Remove %@
        public static func removeToken(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.complications.builder.remove_token", String(describing: p1))
        }
        /// Show
        public static var show: String { return L10n.tr("Localizable", "watch.complications.builder.show") }
        /// Show as gauge / ring
        public static var showGauge: String { return L10n.tr("Localizable", "watch.complications.builder.show_gauge") }
        /// Show icon
        public static var showIcon: String { return L10n.tr("Localizable", "watch.complications.builder.show_icon") }
        /// Show maximum
        public static var showMax: String { return L10n.tr("Localizable", "watch.complications.builder.show_max") }
        /// Show minimum
        public static var showMin: String { return L10n.tr("Localizable", "watch.complications.builder.show_min") }
        /// Show name
        public static var showName: String { return L10n.tr("Localizable", "watch.complications.builder.show_name") }
        /// Show progress bar
        public static var showProgressBar: String { return L10n.tr("Localizable", "watch.complications.builder.show_progress_bar") }
        /// Show unit
        public static var showUnit: String { return L10n.tr("Localizable", "watch.complications.builder.show_unit") }
        /// Show value
        public static var showValue: String { return L10n.tr("Localizable", "watch.complications.builder.show_value") }
        /// Show when inactive
        public static var showWhenInactive: String { return L10n.tr("Localizable", "watch.complications.builder.show_when_inactive") }
        /// %1$@ options
        public static func sizeOptions(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.complications.builder.size_options", String(describing: p1))
        }
        /// These settings apply to the selected size. Switch the preview size above to customize each size independently.
        public static var sizeOptionsFooter: String { return L10n.tr("Localizable", "watch.complications.builder.size_options_footer") }
        /// Source
        public static var source: String { return L10n.tr("Localizable", "watch.complications.builder.source") }
        /// Entity
        public static var sourceEntity: String { return L10n.tr("Localizable", "watch.complications.builder.source_entity") }
        /// Display entity state
        public static var sourceEntitySubtitle: String { return L10n.tr("Localizable", "watch.complications.builder.source_entity_subtitle") }
        /// Template
        public static var sourceTemplate: String { return L10n.tr("Localizable", "watch.complications.builder.source_template") }
        /// Admin role required
        public static var sourceTemplateSubtitle: String { return L10n.tr("Localizable", "watch.complications.builder.source_template_subtitle") }
        /// Style
        public static var style: String { return L10n.tr("Localizable", "watch.complications.builder.style") }
        /// Evaluating template…
        public static var templateEvaluating: String { return L10n.tr("Localizable", "watch.complications.builder.template_evaluating") }
        /// Result is not a hex color (e.g. #FF9500)
        public static var templateInvalidHex: String { return L10n.tr("Localizable", "watch.complications.builder.template_invalid_hex") }
        /// The server didn't return a result. Check the template for errors.
        public static var templateNoResult: String { return L10n.tr("Localizable", "watch.complications.builder.template_no_result") }
        /// Result
        public static var templateResult: String { return L10n.tr("Localizable", "watch.complications.builder.template_result") }
        /// The result appears here once the template is evaluated.
        public static var templateResultPlaceholder: String { return L10n.tr("Localizable", "watch.complications.builder.template_result_placeholder") }
        /// More
        public static var templateSuggestionsMore: String { return L10n.tr("Localizable", "watch.complications.builder.template_suggestions_more") }
        /// Templates
        public static var templates: String { return L10n.tr("Localizable", "watch.complications.builder.templates") }
        /// Text color
        public static var textColor: String { return L10n.tr("Localizable", "watch.complications.builder.text_color") }
        /// Complications
        public static var title: String { return L10n.tr("Localizable", "watch.complications.builder.title") }
        /// Attributes
        public static var tokenAttributes: String { return L10n.tr("Localizable", "watch.complications.builder.token_attributes") }
        /// Entity name
        public static var tokenEntityName: String { return L10n.tr("Localizable", "watch.complications.builder.token_entity_name") }
        /// Template
        public static var tokenTemplate: String { return L10n.tr("Localizable", "watch.complications.builder.token_template") }
        /// Text
        public static var tokenText: String { return L10n.tr("Localizable", "watch.complications.builder.token_text") }
        /// Value
        public static var tokenValue: String { return L10n.tr("Localizable", "watch.complications.builder.token_value") }
        /// Unit
        public static var unit: String { return L10n.tr("Localizable", "watch.complications.builder.unit") }
        /// Automatic
        public static var unitAutomatic: String { return L10n.tr("Localizable", "watch.complications.builder.unit_automatic") }
        /// Value
        public static var valueSource: String { return L10n.tr("Localizable", "watch.complications.builder.value_source") }
        /// State
        public static var valueSourceState: String { return L10n.tr("Localizable", "watch.complications.builder.value_source_state") }
        /// Value template
        public static var valueTemplate: String { return L10n.tr("Localizable", "watch.complications.builder.value_template") }
        /// When the progress bar or gauge is visible, the template result should be a number between 0 and 1.
        public static var valueTemplateFooter: String { return L10n.tr("Localizable", "watch.complications.builder.value_template_footer") }
      }
      public enum Family {
        /// Circular
        public static var circular: String { return L10n.tr("Localizable", "watch.complications.family.circular") }
        /// Corner
        public static var corner: String { return L10n.tr("Localizable", "watch.complications.family.corner") }
        /// Inline
        public static var inline: String { return L10n.tr("Localizable", "watch.complications.family.inline") }
        /// Rectangular
        public static var rectangular: String { return L10n.tr("Localizable", "watch.complications.family.rectangular") }
      }
      public enum GaugeStyle {
        /// Ring
        public static var capacity: String { return L10n.tr("Localizable", "watch.complications.gauge_style.capacity") }
        /// Open
        public static var `open`: String { return L10n.tr("Localizable", "watch.complications.gauge_style.open") }
        /// Gauge style
        public static var title: String { return L10n.tr("Localizable", "watch.complications.gauge_style.title") }
      }
      public enum Legacy {
        /// Delete All Legacy Complications
        public static var deleteAll: String { return L10n.tr("Localizable", "watch.complications.legacy.delete_all") }
        /// Delete all legacy complications? This cannot be undone.
        public static var deleteAllConfirm: String { return L10n.tr("Localizable", "watch.complications.legacy.delete_all_confirm") }
        /// Legacy Complications
        public static var title: String { return L10n.tr("Localizable", "watch.complications.legacy.title") }
      }
      public enum Root {
        /// Duplicate
        public static var duplicate: String { return L10n.tr("Localizable", "watch.complications.root.duplicate") }
        /// Show entity state and gauges on your watch face.
        public static var headerSubtitle: String { return L10n.tr("Localizable", "watch.complications.root.header_subtitle") }
        /// Legacy complications
        public static var legacy: String { return L10n.tr("Localizable", "watch.complications.root.legacy") }
        /// Complications created with the older watchOS templates. Existing ones keep working and map to their closest modern style.
        public static var legacyFooter: String { return L10n.tr("Localizable", "watch.complications.root.legacy_footer") }
        /// Create
        public static var new: String { return L10n.tr("Localizable", "watch.complications.root.new") }
        /// Reload Complications
        public static var reload: String { return L10n.tr("Localizable", "watch.complications.root.reload") }
        /// Reload Failed
        public static var reloadFailedTitle: String { return L10n.tr("Localizable", "watch.complications.root.reload_failed_title") }
        /// Sends your complications to the Apple Watch and refreshes them.
        public static var reloadFooter: String { return L10n.tr("Localizable", "watch.complications.root.reload_footer") }
        /// Your complications were sent to the Apple Watch. They refresh shortly.
        public static var reloadSuccessMessage: String { return L10n.tr("Localizable", "watch.complications.root.reload_success_message") }
        /// Reload Sent
        public static var reloadSuccessTitle: String { return L10n.tr("Localizable", "watch.complications.root.reload_success_title") }
        /// Make sure your Apple Watch is paired and the Home Assistant watch app is installed, then try again.
        public static var reloadUnavailableMessage: String { return L10n.tr("Localizable", "watch.complications.root.reload_unavailable_message") }
        /// Apple Watch Not Available
        public static var reloadUnavailableTitle: String { return L10n.tr("Localizable", "watch.complications.root.reload_unavailable_title") }
        /// Template
        public static var template: String { return L10n.tr("Localizable", "watch.complications.root.template") }
        /// Your complications
        public static var yourComplications: String { return L10n.tr("Localizable", "watch.complications.root.your_complications") }
      }
      public enum Slot {
        /// Bottom text
        public static var bottomText: String { return L10n.tr("Localizable", "watch.complications.slot.bottom_text") }
        /// Icon
        public static var icon: String { return L10n.tr("Localizable", "watch.complications.slot.icon") }
        /// Subtitle
        public static var subtitle: String { return L10n.tr("Localizable", "watch.complications.slot.subtitle") }
        /// Title
        public static var title: String { return L10n.tr("Localizable", "watch.complications.slot.title") }
        /// Value
        public static var value: String { return L10n.tr("Localizable", "watch.complications.slot.value") }
      }
    }
    public enum Config {
      public enum Add {
        /// Area
        public static var area: String { return L10n.tr("Localizable", "watch.config.add.area") }
        /// Complication
        public static var complication: String { return L10n.tr("Localizable", "watch.config.add.complication") }
        /// No rectangular complications yet. Create one on your iPhone first.
        public static var complicationsEmpty: String { return L10n.tr("Localizable", "watch.config.add.complications_empty") }
        /// Nothing to add yet. Add scripts, scenes or automations on your iPhone first.
        public static var empty: String { return L10n.tr("Localizable", "watch.config.add.empty") }
        /// Entity
        public static var entity: String { return L10n.tr("Localizable", "watch.config.add.entity") }
        /// Folder
        public static var folder: String { return L10n.tr("Localizable", "watch.config.add.folder") }
        /// No areas with entities your Apple Watch can show yet.
        public static var noAreas: String { return L10n.tr("Localizable", "watch.config.add.no_areas") }
        /// Search
        public static var searchPlaceholder: String { return L10n.tr("Localizable", "watch.config.add.search_placeholder") }
        /// Add
        public static var title: String { return L10n.tr("Localizable", "watch.config.add.title") }
        public enum Filter {
          /// All
          public static var all: String { return L10n.tr("Localizable", "watch.config.add.filter.all") }
        }
      }
      public enum Assist {
        /// No Assist pipelines cached yet. Keep your iPhone nearby and tap Reload.
        public static var noPipelines: String { return L10n.tr("Localizable", "watch.config.assist.no_pipelines") }
        /// Pipeline
        public static var pipeline: String { return L10n.tr("Localizable", "watch.config.assist.pipeline") }
        /// Preferred
        public static var preferred: String { return L10n.tr("Localizable", "watch.config.assist.preferred") }
        /// Reload
        public static var reload: String { return L10n.tr("Localizable", "watch.config.assist.reload") }
        /// Save
        public static var save: String { return L10n.tr("Localizable", "watch.config.assist.save") }
        /// Select pipeline
        public static var selectPipeline: String { return L10n.tr("Localizable", "watch.config.assist.select_pipeline") }
        /// Server
        public static var selectServer: String { return L10n.tr("Localizable", "watch.config.assist.select_server") }
        /// Show Assist
        public static var show: String { return L10n.tr("Localizable", "watch.config.assist.show") }
        /// Assist
        public static var title: String { return L10n.tr("Localizable", "watch.config.assist.title") }
      }
      public enum Cache {
        public enum Error {
          /// Failed to load watch config from cache.
          public static var message: String { return L10n.tr("Localizable", "watch.config.cache.error.message") }
        }
      }
      public enum Conflict {
        /// Keep Watch Changes
        public static var keepWatch: String { return L10n.tr("Localizable", "watch.config.conflict.keep_watch") }
        /// This watch and your iPhone both changed the configuration since they last synced. Which do you want to keep?
        public static var message: String { return L10n.tr("Localizable", "watch.config.conflict.message") }
        /// Sync Conflict
        public static var title: String { return L10n.tr("Localizable", "watch.config.conflict.title") }
        /// Use iPhone
        public static var useIphone: String { return L10n.tr("Localizable", "watch.config.conflict.use_iphone") }
      }
      public enum Edit {
        /// Add
        public static var addButton: String { return L10n.tr("Localizable", "watch.config.edit.add_button") }
        /// Delete
        public static var delete: String { return L10n.tr("Localizable", "watch.config.edit.delete") }
        /// Icon
        public static var icon: String { return L10n.tr("Localizable", "watch.config.edit.icon") }
        /// Name
        public static var namePlaceholder: String { return L10n.tr("Localizable", "watch.config.edit.name_placeholder") }
        /// Preview
        public static var preview: String { return L10n.tr("Localizable", "watch.config.edit.preview") }
        /// Ask before running
        public static var requireConfirmation: String { return L10n.tr("Localizable", "watch.config.edit.require_confirmation") }
        /// Edit
        public static var title: String { return L10n.tr("Localizable", "watch.config.edit.title") }
        public enum Error {
          /// Keep your iPhone nearby to change what's shown on your watch.
          public static var notReachable: String { return L10n.tr("Localizable", "watch.config.edit.error.not_reachable") }
        }
        public enum Folder {
          /// New Folder
          public static var addTitle: String { return L10n.tr("Localizable", "watch.config.edit.folder.add_title") }
          /// Edit Folder
          public static var editTitle: String { return L10n.tr("Localizable", "watch.config.edit.folder.edit_title") }
        }
        public enum IconSearch {
          /// Search icons
          public static var placeholder: String { return L10n.tr("Localizable", "watch.config.edit.icon_search.placeholder") }
          /// Use default icon
          public static var useDefault: String { return L10n.tr("Localizable", "watch.config.edit.icon_search.use_default") }
        }
        public enum Item {
          /// Add Item
          public static var addTitle: String { return L10n.tr("Localizable", "watch.config.edit.item.add_title") }
          /// Edit Item
          public static var editTitle: String { return L10n.tr("Localizable", "watch.config.edit.item.edit_title") }
        }
      }
      public enum Error {
        /// Failed to load watch config, error: %@
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.config.error.message", String(describing: p1))
        }
      }
      public enum MigrationError {
        /// Failed to access database (GRDB), error: %@
        public static func failedAccessGrdb(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.config.migration_error.failed_access_grdb", String(describing: p1))
        }
        /// Failed to save initial watch config, error: %@
        public static func failedCreateNewConfig(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.config.migration_error.failed_create_new_config", String(describing: p1))
        }
        /// Failed to migrate actions to watch config, error: %@
        public static func failedMigrateActions(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.config.migration_error.failed_migrate_actions", String(describing: p1))
        }
        /// Failed to save new Watch config, error: %@
        public static func failedToSave(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.config.migration_error.failed_to_save", String(describing: p1))
        }
      }
    }
    public enum Configuration {
      public enum AddFolder {
        /// Add Folder
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.add_folder.title") }
      }
      public enum AddItem {
        /// Add item
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.add_item.title") }
      }
      public enum Folder {
        /// Folder
        public static var defaultName: String { return L10n.tr("Localizable", "watch.configuration.folder.default_name") }
      }
      public enum FolderName {
        /// Folder Name
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.folder_name.title") }
      }
      public enum Header {
        /// Customize the items, folders and layout shown on your Apple Watch.
        public static var subtitle: String { return L10n.tr("Localizable", "watch.configuration.header.subtitle") }
        /// Apple Watch
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.header.title") }
      }
      public enum HideAreas {
        /// Areas let you browse and control compatible entities on your Apple Watch without adding them as items.
        public static var footer: String { return L10n.tr("Localizable", "watch.configuration.hide_areas.footer") }
        /// Hide areas in home
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.hide_areas.title") }
      }
      public enum Items {
        /// Items
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.items.title") }
      }
      public enum Layout {
        /// Grid layout only displays icons.
        public static var footer: String { return L10n.tr("Localizable", "watch.configuration.layout.footer") }
        /// Layout
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.layout.title") }
      }
      public enum NewFolder {
        /// New Folder
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.new_folder.title") }
      }
      public enum Save {
        /// Save
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.save.title") }
      }
      public enum ShowAssist {
        /// Displays Assist as a button in the toolbar at the top of the Apple Watch home screen. To run a specific pipeline or prompt from the items list, add it as an item instead.
        public static var footer: String { return L10n.tr("Localizable", "watch.configuration.show_assist.footer") }
        /// Show Assist
        public static var title: String { return L10n.tr("Localizable", "watch.configuration.show_assist.title") }
      }
    }
    public enum Configurator {
      public enum Delete {
        /// Delete Complication
        public static var button: String { return L10n.tr("Localizable", "watch.configurator.delete.button") }
        /// Are you sure you want to delete this Complication? This cannot be undone.
        public static var message: String { return L10n.tr("Localizable", "watch.configurator.delete.message") }
        /// Delete Complication?
        public static var title: String { return L10n.tr("Localizable", "watch.configurator.delete.title") }
      }
      public enum List {
        /// Configure a new Complication using the Add button. Once saved, you can choose it on your Apple Watch or in the Watch app.
        public static var description: String { return L10n.tr("Localizable", "watch.configurator.list.description") }
        public enum ManualUpdates {
          /// Automatic updates occur 4 times per hour. Manual updates can also be done using notifications.
          public static var footer: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.footer") }
          /// Update Complications
          public static var manuallyUpdate: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.manually_update") }
          /// Remaining
          public static var remaining: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.remaining") }
          /// Manual Updates
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.title") }
          public enum State {
            /// Not Enabled
            public static var notEnabled: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.state.not_enabled") }
            /// Not Installed
            public static var notInstalled: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.state.not_installed") }
            /// No Device
            public static var notPaired: String { return L10n.tr("Localizable", "watch.configurator.list.manual_updates.state.not_paired") }
          }
        }
      }
      public enum New {
        /// Adding another Complication for the same type as an existing one requires watchOS 7 or newer.
        public static var multipleComplicationInfo: String { return L10n.tr("Localizable", "watch.configurator.new.multiple_complication_info") }
        /// New Complication
        public static var title: String { return L10n.tr("Localizable", "watch.configurator.new.title") }
      }
      public enum PreviewError {
        /// Expected a number but got %1$@: '%2$@'
        public static func notNumber(_ p1: Any, _ p2: Any) -> String {
          return L10n.tr("Localizable", "watch.configurator.preview_error.not_number", String(describing: p1), String(describing: p2))
        }
        /// Expected a number between 0.0 and 1.0 but got %1$f
        public static func outOfRange(_ p1: Float) -> String {
          return L10n.tr("Localizable", "watch.configurator.preview_error.out_of_range", p1)
        }
      }
      public enum Rows {
        public enum Color {
          /// Color
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.color.title") }
        }
        public enum Column2Alignment {
          /// Column 2 Alignment
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.column_2_alignment.title") }
          public enum Options {
            /// Leading
            public static var leading: String { return L10n.tr("Localizable", "watch.configurator.rows.column_2_alignment.options.leading") }
            /// Trailing
            public static var trailing: String { return L10n.tr("Localizable", "watch.configurator.rows.column_2_alignment.options.trailing") }
          }
        }
        public enum DisplayName {
          /// Display Name
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.display_name.title") }
        }
        public enum Gauge {
          /// Gauge
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.title") }
          public enum Color {
            /// Color
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.color.title") }
          }
          public enum GaugeType {
            /// Type
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.gauge_type.title") }
            public enum Options {
              /// Closed
              public static var closed: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.gauge_type.options.closed") }
              /// Open
              public static var `open`: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.gauge_type.options.open") }
            }
          }
          public enum Style {
            /// Style
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.style.title") }
            public enum Options {
              /// Fill
              public static var fill: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.style.options.fill") }
              /// Ring
              public static var ring: String { return L10n.tr("Localizable", "watch.configurator.rows.gauge.style.options.ring") }
            }
          }
        }
        public enum Icon {
          public enum Choose {
            /// Choose an icon
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.icon.choose.title") }
          }
          public enum Color {
            /// Color
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.icon.color.title") }
          }
        }
        public enum IsPublic {
          /// Show When Locked
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.is_public.title") }
        }
        public enum Ring {
          public enum Color {
            /// Color
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.ring.color.title") }
          }
          public enum RingType {
            /// Type
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.ring.ring_type.title") }
            public enum Options {
              /// Closed
              public static var closed: String { return L10n.tr("Localizable", "watch.configurator.rows.ring.ring_type.options.closed") }
              /// Open
              public static var `open`: String { return L10n.tr("Localizable", "watch.configurator.rows.ring.ring_type.options.open") }
            }
          }
          public enum Value {
            /// Fractional value
            public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.ring.value.title") }
          }
        }
        public enum Template {
          /// Choose a template
          public static var selectorTitle: String { return L10n.tr("Localizable", "watch.configurator.rows.template.selector_title") }
          /// Template
          public static var title: String { return L10n.tr("Localizable", "watch.configurator.rows.template.title") }
        }
      }
      public enum Sections {
        public enum Gauge {
          /// The gauge to display in the complication.
          public static var footer: String { return L10n.tr("Localizable", "watch.configurator.sections.gauge.footer") }
          /// Gauge
          public static var header: String { return L10n.tr("Localizable", "watch.configurator.sections.gauge.header") }
        }
        public enum Icon {
          /// The image to display in the complication.
          public static var footer: String { return L10n.tr("Localizable", "watch.configurator.sections.icon.footer") }
          /// Icon
          public static var header: String { return L10n.tr("Localizable", "watch.configurator.sections.icon.header") }
        }
        public enum Ring {
          /// The ring showing progress surrounding the text.
          public static var footer: String { return L10n.tr("Localizable", "watch.configurator.sections.ring.footer") }
          /// Ring
          public static var header: String { return L10n.tr("Localizable", "watch.configurator.sections.ring.header") }
        }
      }
    }
    public enum CoverControls {
      /// Close
      public static var close: String { return L10n.tr("Localizable", "watch.cover_controls.close") }
      /// Open
      public static var `open`: String { return L10n.tr("Localizable", "watch.cover_controls.open") }
      /// Position
      public static var position: String { return L10n.tr("Localizable", "watch.cover_controls.position") }
      /// Stop
      public static var stop: String { return L10n.tr("Localizable", "watch.cover_controls.stop") }
    }
    public enum Debug {
      public enum ComplicationRefresh {
        public enum Finished {
          /// %1$@ failed in %2$@: %3$@
          public static func failedLine(_ p1: Any, _ p2: Any, _ p3: Any) -> String {
            return L10n.tr("Localizable", "watch.debug.complication_refresh.finished.failed_line", String(describing: p1), String(describing: p2), String(describing: p3))
          }
          /// %1$@ failed in %2$@ (%3$@) — still showing %4$@
          public static func keptPreviousLine(_ p1: Any, _ p2: Any, _ p3: Any, _ p4: Any) -> String {
            return L10n.tr("Localizable", "watch.debug.complication_refresh.finished.kept_previous_line", String(describing: p1), String(describing: p2), String(describing: p3), String(describing: p4))
          }
          /// %1$li succeeded, %2$li failed in %3$@
          public static func summary(_ p1: Int, _ p2: Int, _ p3: Any) -> String {
            return L10n.tr("Localizable", "watch.debug.complication_refresh.finished.summary", p1, p2, String(describing: p3))
          }
          /// Complications reload finished
          public static var title: String { return L10n.tr("Localizable", "watch.debug.complication_refresh.finished.title") }
          /// unknown reason
          public static var unknownReason: String { return L10n.tr("Localizable", "watch.debug.complication_refresh.finished.unknown_reason") }
          /// %1$@ updated to %2$@ in %3$@
          public static func updatedLine(_ p1: Any, _ p2: Any, _ p3: Any) -> String {
            return L10n.tr("Localizable", "watch.debug.complication_refresh.finished.updated_line", String(describing: p1), String(describing: p2), String(describing: p3))
          }
        }
        public enum Started {
          /// Reloading %1$li complication(s): %2$@
          public static func body(_ p1: Int, _ p2: Any) -> String {
            return L10n.tr("Localizable", "watch.debug.complication_refresh.started.body", p1, String(describing: p2))
          }
          /// Complications reload started
          public static var title: String { return L10n.tr("Localizable", "watch.debug.complication_refresh.started.title") }
        }
      }
      public enum DeleteDb {
        /// Delete watch configuration
        public static var title: String { return L10n.tr("Localizable", "watch.debug.delete_db.title") }
        public enum Alert {
          /// Are you sure you want to delete watch configuration? This can't be reverted
          public static var title: String { return L10n.tr("Localizable", "watch.debug.delete_db.alert.title") }
          public enum Failed {
            /// Failed to delete configuration, error: %@
            public static func message(_ p1: Any) -> String {
              return L10n.tr("Localizable", "watch.debug.delete_db.alert.failed.message", String(describing: p1))
            }
          }
        }
        public enum Reset {
          /// Reset configuration
          public static var title: String { return L10n.tr("Localizable", "watch.debug.delete_db.reset.title") }
        }
      }
    }
    public enum EntityDetails {
      /// Attributes
      public static var attributes: String { return L10n.tr("Localizable", "watch.entity_details.attributes") }
      /// Changed
      public static var lastChanged: String { return L10n.tr("Localizable", "watch.entity_details.last_changed") }
      /// Updated
      public static var lastUpdated: String { return L10n.tr("Localizable", "watch.entity_details.last_updated") }
      /// Reading current state…
      public static var loading: String { return L10n.tr("Localizable", "watch.entity_details.loading") }
      /// Couldn't refresh from the server. This value may be out of date.
      public static var stale: String { return L10n.tr("Localizable", "watch.entity_details.stale") }
    }
    public enum FanControls {
      /// Power
      public static var power: String { return L10n.tr("Localizable", "watch.fan_controls.power") }
      /// Speed
      public static var speed: String { return L10n.tr("Localizable", "watch.fan_controls.speed") }
    }
    public enum Home {
      public enum Areas {
        /// There are no compatible entities in this area.
        public static var empty: String { return L10n.tr("Localizable", "watch.home.areas.empty") }
        /// Areas
        public static var title: String { return L10n.tr("Localizable", "watch.home.areas.title") }
        public enum Section {
          public enum Controls {
            /// Controls
            public static var title: String { return L10n.tr("Localizable", "watch.home.areas.section.controls.title") }
          }
          public enum Sensors {
            /// Sensors
            public static var title: String { return L10n.tr("Localizable", "watch.home.areas.section.sensors.title") }
          }
        }
      }
      public enum CancelAndUseCache {
        /// Cancel and use cache
        public static var title: String { return L10n.tr("Localizable", "watch.home.cancel_and_use_cache.title") }
      }
      public enum Loading {
        public enum Skip {
          /// Skip
          public static var title: String { return L10n.tr("Localizable", "watch.home.loading.skip.title") }
        }
      }
      public enum Run {
        public enum Confirmation {
          /// Are you sure you want to run "%@"?
          public static func title(_ p1: Any) -> String {
            return L10n.tr("Localizable", "watch.home.run.confirmation.title", String(describing: p1))
          }
        }
        public enum Error {
          /// The lock's current state isn't known yet, so the action wasn't sent. Wait for the state to load and try again.
          public static var lockStateUnknown: String { return L10n.tr("Localizable", "watch.home.run.error.lock_state_unknown") }
          /// The action couldn't be run. The Apple Watch may not be able to reach this server directly.
          public static var message: String { return L10n.tr("Localizable", "watch.home.run.error.message") }
          /// Open Settings → Servers on this watch to review the server's URL options.
          public static var noActiveUrlHint: String { return L10n.tr("Localizable", "watch.home.run.error.no_active_url_hint") }
          /// The server didn't respond in time.
          public static var noResponse: String { return L10n.tr("Localizable", "watch.home.run.error.no_response") }
          /// Couldn't run action
          public static var title: String { return L10n.tr("Localizable", "watch.home.run.error.title") }
          /// Couldn't get an access token from the server in time. Try again; restarting the app clears a stuck connection.
          public static var tokenTimeout: String { return L10n.tr("Localizable", "watch.home.run.error.token_timeout") }
        }
      }
      public enum Sync {
        /// Syncing with iPhone…
        public static var syncing: String { return L10n.tr("Localizable", "watch.home.sync.syncing") }
        /// Waiting for iPhone…
        public static var waiting: String { return L10n.tr("Localizable", "watch.home.sync.waiting") }
      }
      public enum Unsupported {
        /// %@ entities can't be controlled from the watch app.
        public static func message(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.home.unsupported.message", String(describing: p1))
        }
        /// Not supported
        public static var title: String { return L10n.tr("Localizable", "watch.home.unsupported.title") }
      }
    }
    public enum Interaction {
      public enum Toast {
        /// Ran an action
        public static var action: String { return L10n.tr("Localizable", "watch.interaction.toast.action") }
        /// Sent watch configuration
        public static var config: String { return L10n.tr("Localizable", "watch.interaction.toast.config") }
        /// Sent offline data
        public static var database: String { return L10n.tr("Localizable", "watch.interaction.toast.database") }
        /// Synced with your Apple Watch
        public static var generic: String { return L10n.tr("Localizable", "watch.interaction.toast.generic") }
        /// Synced servers
        public static var servers: String { return L10n.tr("Localizable", "watch.interaction.toast.servers") }
        /// Apple Watch
        public static var title: String { return L10n.tr("Localizable", "watch.interaction.toast.title") }
      }
    }
    public enum InternalUrlPrompt {
      /// Learn More
      public static var learnMore: String { return L10n.tr("Localizable", "watch.internal_url_prompt.learn_more") }
      /// Your watch is currently not connected to a known network. Do you want to use %@ through your phone's connection?
      public static func message(_ p1: Any) -> String {
        return L10n.tr("Localizable", "watch.internal_url_prompt.message", String(describing: p1))
      }
      /// Use Internal URL?
      public static var title: String { return L10n.tr("Localizable", "watch.internal_url_prompt.title") }
      public enum Info {
        /// When your watch uses your iPhone's internet connection, it can't tell whether you're in a secure environment — it has no access to the Wi-Fi network name. To protect you in case you're on a public wireless network, your internal URL is not used by default.
        /// 
        /// While no URL is considered safe, this server's data won't sync to the watch and its complications won't update.
        public static var message: String { return L10n.tr("Localizable", "watch.internal_url_prompt.info.message") }
        /// Not Now
        public static var notNow: String { return L10n.tr("Localizable", "watch.internal_url_prompt.info.not_now") }
        /// Internal URL & Security
        public static var title: String { return L10n.tr("Localizable", "watch.internal_url_prompt.info.title") }
        /// Use %@
        public static func use(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.internal_url_prompt.info.use", String(describing: p1))
        }
      }
    }
    public enum ItemExecutionTrace {
      /// Running…
      public static var running: String { return L10n.tr("Localizable", "watch.item_execution_trace.running") }
      /// Execution Log
      public static var title: String { return L10n.tr("Localizable", "watch.item_execution_trace.title") }
    }
    public enum Labels {
      /// No watch configuration available, open the iOS App and create your configuration under companion app settings.
      public static var noConfig: String { return L10n.tr("Localizable", "watch.labels.no_config") }
      /// With your iPhone nearby, you can add compatible entities to your Apple Watch using the button below, or from your companion app settings on iPhone.
      public static var noConfigAdd: String { return L10n.tr("Localizable", "watch.labels.no_config_add") }
      /// With your iPhone nearby, you can add compatible entities to your Apple Watch using the '+' button, or from your companion app settings on iPhone.
      public static var noConfigAddPlus: String { return L10n.tr("Localizable", "watch.labels.no_config_add_plus") }
      public enum ComplicationGroup {
        public enum CircularSmall {
          /// Use circular small complications to display content in the corners of the Color watch face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group.circular_small.description") }
          /// Circular Small
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group.circular_small.name") }
        }
        public enum ExtraLarge {
          /// Use the extra large complications to display content on the X-Large watch faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group.extra_large.description") }
          /// Extra Large
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group.extra_large.name") }
        }
        public enum Graphic {
          /// Use graphic complications to display visually rich content in the Infograph and Infograph Modular clock faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group.graphic.description") }
          /// Graphic
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group.graphic.name") }
        }
        public enum Modular {
          /// Use modular small complications to display content in the Modular watch face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group.modular.description") }
          /// Modular
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group.modular.name") }
        }
        public enum Utilitarian {
          /// Use the utilitarian complications to display content in the Utility, Motion, Mickey Mouse, and Minnie Mouse watch faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group.utilitarian.description") }
          /// Utilitarian
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group.utilitarian.name") }
        }
      }
      public enum ComplicationGroupMember {
        public enum CircularSmall {
          /// A small circular area used in the Color clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.circular_small.description") }
          /// Circular Small
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.circular_small.name") }
          /// Circular Small
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.circular_small.short_name") }
        }
        public enum ExtraLarge {
          /// A large square area used in the X-Large clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.extra_large.description") }
          /// Extra Large
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.extra_large.name") }
          /// Extra Large
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.extra_large.short_name") }
        }
        public enum GraphicBezel {
          /// A small square area used in the Modular clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_bezel.description") }
          /// Graphic Bezel
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_bezel.name") }
          /// Bezel
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_bezel.short_name") }
        }
        public enum GraphicCircular {
          /// A large rectangular area used in the Modular clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_circular.description") }
          /// Graphic Circular
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_circular.name") }
          /// Circular
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_circular.short_name") }
        }
        public enum GraphicCorner {
          /// A small square or rectangular area used in the Utility, Mickey, Chronograph, and Simple clock faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_corner.description") }
          /// Graphic Corner
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_corner.name") }
          /// Corner
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_corner.short_name") }
        }
        public enum GraphicRectangular {
          /// A small rectangular area used in the in the Photos, Motion, and Timelapse clock faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_rectangular.description") }
          /// Graphic Rectangular
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_rectangular.name") }
          /// Rectangular
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.graphic_rectangular.short_name") }
        }
        public enum ModularLarge {
          /// A large rectangular area that spans the width of the screen in the Utility and Mickey clock faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.modular_large.description") }
          /// Modular Large
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.modular_large.name") }
          /// Large
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.modular_large.short_name") }
        }
        public enum ModularSmall {
          /// A curved area that fills the corners in the Infograph clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.modular_small.description") }
          /// Modular Small
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.modular_small.name") }
          /// Small
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.modular_small.short_name") }
        }
        public enum UtilitarianLarge {
          /// A circular area used in the Infograph and Infograph Modular clock faces.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_large.description") }
          /// Utilitarian Large
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_large.name") }
          /// Large
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_large.short_name") }
        }
        public enum UtilitarianSmall {
          /// A circular area with optional curved text placed along the bezel of the Infograph clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_small.description") }
          /// Utilitarian Small
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_small.name") }
          /// Small
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_small.short_name") }
        }
        public enum UtilitarianSmallFlat {
          /// A large rectangular area used in the Infograph Modular clock face.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_small_flat.description") }
          /// Utilitarian Small Flat
          public static var name: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_small_flat.name") }
          /// Small Flat
          public static var shortName: String { return L10n.tr("Localizable", "watch.labels.complication_group_member.utilitarian_small_flat.short_name") }
        }
      }
      public enum ComplicationTemplate {
        public enum CircularSmallRingImage {
          /// A template for displaying a single image surrounded by a configurable progress ring.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.circular_small_ring_image.description") }
        }
        public enum CircularSmallRingText {
          /// A template for displaying a short text string encircled by a configurable progress ring.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.circular_small_ring_text.description") }
        }
        public enum CircularSmallSimpleImage {
          /// A template for displaying a single image.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.circular_small_simple_image.description") }
        }
        public enum CircularSmallSimpleText {
          /// A template for displaying a short text string.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.circular_small_simple_text.description") }
        }
        public enum CircularSmallStackImage {
          /// A template for displaying an image with a line of text below it.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.circular_small_stack_image.description") }
        }
        public enum CircularSmallStackText {
          /// A template for displaying two text strings stacked on top of each other.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.circular_small_stack_text.description") }
        }
        public enum ExtraLargeColumnsText {
          /// A template for displaying two rows and two columns of text.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_columns_text.description") }
        }
        public enum ExtraLargeRingImage {
          /// A template for displaying an image encircled by a configurable progress ring.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_ring_image.description") }
        }
        public enum ExtraLargeRingText {
          /// A template for displaying text encircled by a configurable progress ring.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_ring_text.description") }
        }
        public enum ExtraLargeSimpleImage {
          /// A template for displaying an image.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_simple_image.description") }
        }
        public enum ExtraLargeSimpleText {
          /// A template for displaying a small amount of text
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_simple_text.description") }
        }
        public enum ExtraLargeStackImage {
          /// A template for displaying a single image with a short line of text below it.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_stack_image.description") }
        }
        public enum ExtraLargeStackText {
          /// A template for displaying two strings stacked one on top of the other.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.extra_large_stack_text.description") }
        }
        public enum GraphicBezelCircularText {
          /// A template for displaying a circular complication with text along the bezel.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_bezel_circular_text.description") }
        }
        public enum GraphicCircularClosedGaugeImage {
          /// A template for displaying a full-color circular image and a closed circular gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_circular_closed_gauge_image.description") }
        }
        public enum GraphicCircularClosedGaugeText {
          /// A template for displaying text inside a closed circular gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_circular_closed_gauge_text.description") }
        }
        public enum GraphicCircularImage {
          /// A template for displaying a full-color circular image.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_circular_image.description") }
        }
        public enum GraphicCircularOpenGaugeImage {
          /// A template for displaying a full-color circular image, an open gauge, and text.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_circular_open_gauge_image.description") }
        }
        public enum GraphicCircularOpenGaugeRangeText {
          /// A template for displaying text inside an open gauge, with leading and trailing text for the gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_circular_open_gauge_range_text.description") }
        }
        public enum GraphicCircularOpenGaugeSimpleText {
          /// A template for displaying text inside an open gauge, with a single piece of text for the gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_circular_open_gauge_simple_text.description") }
        }
        public enum GraphicCornerCircularImage {
          /// A template for displaying an image in the clock face’s corner.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_corner_circular_image.description") }
        }
        public enum GraphicCornerGaugeImage {
          /// A template for displaying an image and a gauge in the clock face’s corner.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_corner_gauge_image.description") }
        }
        public enum GraphicCornerGaugeText {
          /// A template for displaying text and a gauge in the clock face’s corner.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_corner_gauge_text.description") }
        }
        public enum GraphicCornerStackText {
          /// A template for displaying stacked text in the clock face’s corner.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_corner_stack_text.description") }
        }
        public enum GraphicCornerTextImage {
          /// A template for displaying an image and text in the clock face’s corner.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_corner_text_image.description") }
        }
        public enum GraphicRectangularLargeImage {
          /// A template for displaying a large rectangle containing header text and an image.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_rectangular_large_image.description") }
        }
        public enum GraphicRectangularStandardBody {
          /// A template for displaying a large rectangle containing text.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_rectangular_standard_body.description") }
        }
        public enum GraphicRectangularTextGauge {
          /// A template for displaying a large rectangle containing text and a gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.graphic_rectangular_text_gauge.description") }
        }
        public enum ModularLargeColumns {
          /// A template for displaying multiple columns of data.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_large_columns.description") }
        }
        public enum ModularLargeStandardBody {
          /// A template for displaying a header row and two lines of text
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_large_standard_body.description") }
        }
        public enum ModularLargeTable {
          /// A template for displaying a header row and columns
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_large_table.description") }
        }
        public enum ModularLargeTallBody {
          /// A template for displaying a header row and a tall row of body text.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_large_tall_body.description") }
        }
        public enum ModularSmallColumnsText {
          /// A template for displaying two rows and two columns of text
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_columns_text.description") }
        }
        public enum ModularSmallRingImage {
          /// A template for displaying an image encircled by a configurable progress ring
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_ring_image.description") }
        }
        public enum ModularSmallRingText {
          /// A template for displaying text encircled by a configurable progress ring
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_ring_text.description") }
        }
        public enum ModularSmallSimpleImage {
          /// A template for displaying an image.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_simple_image.description") }
        }
        public enum ModularSmallSimpleText {
          /// A template for displaying a small amount of text.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_simple_text.description") }
        }
        public enum ModularSmallStackImage {
          /// A template for displaying a single image with a short line of text below it.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_stack_image.description") }
        }
        public enum ModularSmallStackText {
          /// A template for displaying two strings stacked one on top of the other.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.modular_small_stack_text.description") }
        }
        public enum Style {
          /// Circular Image
          public static var circularImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.circular_image") }
          /// Circular Text
          public static var circularText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.circular_text") }
          /// Closed Gauge Image
          public static var closedGaugeImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.closed_gauge_image") }
          /// Closed Gauge Text
          public static var closedGaugeText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.closed_gauge_text") }
          /// Columns
          public static var columns: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.columns") }
          /// Columns Text
          public static var columnsText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.columns_text") }
          /// Flat
          public static var flat: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.flat") }
          /// Gauge Image
          public static var gaugeImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.gauge_image") }
          /// Gauge Text
          public static var gaugeText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.gauge_text") }
          /// Large Image
          public static var largeImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.large_image") }
          /// Open Gauge Image
          public static var openGaugeImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.open_gauge_image") }
          /// Open Gauge Range Text
          public static var openGaugeRangeText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.open_gauge_range_text") }
          /// Open Gauge Simple Text
          public static var openGaugeSimpleText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.open_gauge_simple_text") }
          /// Ring Image
          public static var ringImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.ring_image") }
          /// Ring Text
          public static var ringText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.ring_text") }
          /// Simple Image
          public static var simpleImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.simple_image") }
          /// Simple Text
          public static var simpleText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.simple_text") }
          /// Square
          public static var square: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.square") }
          /// Stack Image
          public static var stackImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.stack_image") }
          /// Stack Text
          public static var stackText: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.stack_text") }
          /// Standard Body
          public static var standardBody: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.standard_body") }
          /// Table
          public static var table: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.table") }
          /// Tall Body
          public static var tallBody: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.tall_body") }
          /// Text Gauge
          public static var textGauge: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.text_gauge") }
          /// Text Image
          public static var textImage: String { return L10n.tr("Localizable", "watch.labels.complication_template.style.text_image") }
        }
        public enum UtilitarianLargeFlat {
          /// A template for displaying an image and string in a single long line.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.utilitarian_large_flat.description") }
        }
        public enum UtilitarianSmallFlat {
          /// A template for displaying an image and text in a single line.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.utilitarian_small_flat.description") }
        }
        public enum UtilitarianSmallRingImage {
          /// A template for displaying an image encircled by a configurable progress ring
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.utilitarian_small_ring_image.description") }
        }
        public enum UtilitarianSmallRingText {
          /// A template for displaying text encircled by a configurable progress ring.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.utilitarian_small_ring_text.description") }
        }
        public enum UtilitarianSmallSquare {
          /// A template for displaying a single square image.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_template.utilitarian_small_square.description") }
        }
      }
      public enum ComplicationTextAreas {
        public enum Body1 {
          /// The main body text to display in the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.body1.description") }
          /// Body 1
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.body1.label") }
        }
        public enum Body2 {
          /// The secondary body text to display in the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.body2.description") }
          /// Body 2
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.body2.label") }
        }
        public enum Bottom {
          /// The text to display at the bottom of the gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.bottom.description") }
          /// Bottom
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.bottom.label") }
        }
        public enum Center {
          /// The text to display in the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.center.description") }
          /// Center
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.center.label") }
        }
        public enum Header {
          /// The header text to display in the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.header.description") }
          /// Header
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.header.label") }
        }
        public enum Inner {
          /// The inner text to display in the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.inner.description") }
          /// Inner
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.inner.label") }
        }
        public enum InsideRing {
          /// The text to display in the ring of the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.inside_ring.description") }
          /// Inside Ring
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.inside_ring.label") }
        }
        public enum Leading {
          /// The text to display on the leading edge of the gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.leading.description") }
          /// Leading
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.leading.label") }
        }
        public enum Line1 {
          /// The text to display on the top line of the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.line1.description") }
          /// Line 1
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.line1.label") }
        }
        public enum Line2 {
          /// The text to display on the bottom line of the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.line2.description") }
          /// Line 2
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.line2.label") }
        }
        public enum Outer {
          /// The outer text to display in the complication.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.outer.description") }
          /// Outer
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.outer.label") }
        }
        public enum Row1Column1 {
          /// The text to display in the first column of the first row.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row1_column1.description") }
          /// Row 1, Column 1
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row1_column1.label") }
        }
        public enum Row1Column2 {
          /// The text to display in the second column of the first row.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row1_column2.description") }
          /// Row 1, Column 2
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row1_column2.label") }
        }
        public enum Row2Column1 {
          /// The text to display in the first column of the second row.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row2_column1.description") }
          /// Row 2, Column 1
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row2_column1.label") }
        }
        public enum Row2Column2 {
          /// The text to display in the second column of the second row.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row2_column2.description") }
          /// Row 2, Column 2
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row2_column2.label") }
        }
        public enum Row3Column1 {
          /// The text to display in the first column of the third row.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row3_column1.description") }
          /// Row 3, Column 1
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row3_column1.label") }
        }
        public enum Row3Column2 {
          /// The text to display in the second column of the third row.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row3_column2.description") }
          /// Row 3, Column 2
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.row3_column2.label") }
        }
        public enum Trailing {
          /// The text to display on the trailing edge of the gauge.
          public static var description: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.trailing.description") }
          /// Trailing
          public static var label: String { return L10n.tr("Localizable", "watch.labels.complication_text_areas.trailing.label") }
        }
      }
      public enum SelectedPipeline {
        /// Pipeline
        public static var title: String { return L10n.tr("Localizable", "watch.labels.selected_pipeline.title") }
      }
    }
    public enum LightControls {
      /// Brightness
      public static var brightness: String { return L10n.tr("Localizable", "watch.light_controls.brightness") }
      /// Color
      public static var color: String { return L10n.tr("Localizable", "watch.light_controls.color") }
      /// Power
      public static var power: String { return L10n.tr("Localizable", "watch.light_controls.power") }
      /// Temperature
      public static var temperature: String { return L10n.tr("Localizable", "watch.light_controls.temperature") }
    }
    public enum LockControls {
      /// Lock
      public static var lock: String { return L10n.tr("Localizable", "watch.lock_controls.lock") }
      /// Open
      public static var `open`: String { return L10n.tr("Localizable", "watch.lock_controls.open") }
      /// Unlock
      public static var unlock: String { return L10n.tr("Localizable", "watch.lock_controls.unlock") }
      public enum OpenConfirmation {
        /// Are you sure you want to open "%@"?
        public static func title(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.lock_controls.open_confirmation.title", String(describing: p1))
        }
      }
    }
    public enum Settings {
      /// Auto
      public static var auto: String { return L10n.tr("Localizable", "watch.settings.auto") }
      /// Updated %@
      public static func lastUpdated(_ p1: Any) -> String {
        return L10n.tr("Localizable", "watch.settings.last_updated", String(describing: p1))
      }
      /// No servers synced yet. Open Home Assistant on your paired iPhone, then refresh from the Home screen.
      public static var noServers: String { return L10n.tr("Localizable", "watch.settings.no_servers") }
      /// Refresh
      public static var refresh: String { return L10n.tr("Localizable", "watch.settings.refresh") }
      /// Settings
      public static var title: String { return L10n.tr("Localizable", "watch.settings.title") }
      public enum ClientCertificate {
        /// Available on this Watch
        public static var availableOnWatch: String { return L10n.tr("Localizable", "watch.settings.client_certificate.available_on_watch") }
        /// Open Home Assistant on your iPhone to import the certificate, then refresh here.
        public static var importInstructions: String { return L10n.tr("Localizable", "watch.settings.client_certificate.import_instructions") }
        /// Not configured
        public static var `none`: String { return L10n.tr("Localizable", "watch.settings.client_certificate.none") }
        public enum RemoveFromWatch {
          /// The certificate will be removed from this Watch only. Your iPhone keeps it, and refreshing re-adds it to the Watch.
          public static var message: String { return L10n.tr("Localizable", "watch.settings.client_certificate.remove_from_watch.message") }
          /// Remove
          public static var remove: String { return L10n.tr("Localizable", "watch.settings.client_certificate.remove_from_watch.remove") }
          /// Remove from this Watch?
          public static var title: String { return L10n.tr("Localizable", "watch.settings.client_certificate.remove_from_watch.title") }
        }
      }
      public enum ClientEvents {
        /// Clear
        public static var clear: String { return L10n.tr("Localizable", "watch.settings.client_events.clear") }
        /// No events recorded yet.
        public static var empty: String { return L10n.tr("Localizable", "watch.settings.client_events.empty") }
        /// Send to iPhone
        public static var sendToPhone: String { return L10n.tr("Localizable", "watch.settings.client_events.send_to_phone") }
        /// Share
        public static var share: String { return L10n.tr("Localizable", "watch.settings.client_events.share") }
        /// Logs
        public static var title: String { return L10n.tr("Localizable", "watch.settings.client_events.title") }
        public enum SendToPhone {
          /// Sending logs to the iPhone failed: %@
          public static func failure(_ p1: Any) -> String {
            return L10n.tr("Localizable", "watch.settings.client_events.send_to_phone.failure", String(describing: p1))
          }
          /// Logs sent. On the iPhone, use Settings → Debug → Export Log Files to share them.
          public static var success: String { return L10n.tr("Localizable", "watch.settings.client_events.send_to_phone.success") }
        }
      }
      public enum Complications {
        /// No complications configured yet.
        public static var empty: String { return L10n.tr("Localizable", "watch.settings.complications.empty") }
        /// Fetches each complication's current value directly from Home Assistant. This needs a reachable server URL (local network or a remote/Cloud URL).
        public static var footer: String { return L10n.tr("Localizable", "watch.settings.complications.footer") }
        /// Last attempt: %@
        public static func lastAttempt(_ p1: Any) -> String {
          return L10n.tr("Localizable", "watch.settings.complications.last_attempt", String(describing: p1))
        }
        /// Tap a complication to see when it last updated and to retry.
        public static var listFooter: String { return L10n.tr("Localizable", "watch.settings.complications.list_footer") }
        /// Not yet updated
        public static var never: String { return L10n.tr("Localizable", "watch.settings.complications.never") }
        /// Details
        public static var reasonHeader: String { return L10n.tr("Localizable", "watch.settings.complications.reason_header") }
        /// Refresh Now
        public static var refresh: String { return L10n.tr("Localizable", "watch.settings.complications.refresh") }
        /// Refresh All
        public static var refreshAll: String { return L10n.tr("Localizable", "watch.settings.complications.refresh_all") }
        /// Refreshing…
        public static var refreshing: String { return L10n.tr("Localizable", "watch.settings.complications.refreshing") }
        /// Retry
        public static var retry: String { return L10n.tr("Localizable", "watch.settings.complications.retry") }
        /// Retrying…
        public static var retrying: String { return L10n.tr("Localizable", "watch.settings.complications.retrying") }
        /// Status
        public static var statusHeader: String { return L10n.tr("Localizable", "watch.settings.complications.status_header") }
        /// Complications
        public static var title: String { return L10n.tr("Localizable", "watch.settings.complications.title") }
        public enum Status {
          /// Showing cached value
          public static var cached: String { return L10n.tr("Localizable", "watch.settings.complications.status.cached") }
          /// Failed
          public static var failed: String { return L10n.tr("Localizable", "watch.settings.complications.status.failed") }
          /// Updated
          public static var live: String { return L10n.tr("Localizable", "watch.settings.complications.status.live") }
        }
      }
      public enum DeleteLocalData {
        /// Couldn't delete local data
        public static var error: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.error") }
        /// Removes the offline database and cached data stored on this Watch only.
        public static var footer: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.footer") }
        /// Local data deleted
        public static var success: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.success") }
        /// Delete Local Data
        public static var title: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.title") }
        public enum Confirm {
          /// Delete
          public static var delete: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.confirm.delete") }
          /// This deletes the offline database and cached files stored on this Watch. Your iPhone and servers aren't affected. Refresh from the Home screen to sync again.
          public static var message: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.confirm.message") }
          /// Delete local data?
          public static var title: String { return L10n.tr("Localizable", "watch.settings.delete_local_data.confirm.title") }
        }
      }
      public enum Developer {
        /// Developer
        public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.title") }
        public enum AllowChoosingRoute {
          /// Shows the "Perform action using" picker in Settings. When off, actions always use automatic routing.
          public static var footer: String { return L10n.tr("Localizable", "watch.settings.developer.allow_choosing_route.footer") }
          /// Allow choosing route
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.allow_choosing_route.title") }
        }
        public enum AudioProbe {
          /// Experiment: keep an audio session active during the direct sync to test whether it lets the websocket connect on this watch. Plays a quiet tone while syncing.
          public static var footer: String { return L10n.tr("Localizable", "watch.settings.developer.audio_probe.footer") }
          /// Audio session probe
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.audio_probe.title") }
        }
        public enum ComplicationRefreshNotifications {
          /// Posts a notification when complications start reloading their data and when they finish, saying whether each reload succeeded or why it failed. Covers reloads by the app and by the widget itself.
          public static var footer: String { return L10n.tr("Localizable", "watch.settings.developer.complication_refresh_notifications.footer") }
          /// Complication reload alerts
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.complication_refresh_notifications.title") }
        }
        public enum DirectSync {
          /// Fetch this watch's data directly from Home Assistant over websocket instead of syncing through the iPhone. Experimental: most watches don't allow websocket connections, in which case data stops updating until this is turned off.
          public static var footer: String { return L10n.tr("Localizable", "watch.settings.developer.direct_sync.footer") }
          /// Direct server sync
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.direct_sync.title") }
        }
        public enum IphoneUnreachableIcon {
          /// Shows an iPhone icon with a slash in the Home header while the paired iPhone is unreachable. Actions run from the watch itself, so this is only useful when debugging the iPhone link.
          public static var footer: String { return L10n.tr("Localizable", "watch.settings.developer.iphone_unreachable_icon.footer") }
          /// Show iPhone unreachable icon
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.iphone_unreachable_icon.title") }
        }
        public enum VerboseExecution {
          /// Shows a live log describing every step while an item runs.
          public static var footer: String { return L10n.tr("Localizable", "watch.settings.developer.verbose_execution.footer") }
          /// Verbose item execution
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.verbose_execution.title") }
        }
        public enum Warning {
          /// These options are for debugging. Only use them when guided by a developer.
          public static var message: String { return L10n.tr("Localizable", "watch.settings.developer.warning.message") }
          /// Warning
          public static var title: String { return L10n.tr("Localizable", "watch.settings.developer.warning.title") }
        }
      }
      public enum NoItems {
        public enum Phone {
          /// No items configured, please choose items below.
          public static var title: String { return L10n.tr("Localizable", "watch.settings.no_items.phone.title") }
        }
      }
      public enum PerformAction {
        /// Where actions run. Auto uses your iPhone when it's nearby, otherwise the Apple Watch connects directly to Home Assistant.
        public static var footer: String { return L10n.tr("Localizable", "watch.settings.perform_action.footer") }
        /// iPhone
        public static var iphone: String { return L10n.tr("Localizable", "watch.settings.perform_action.iphone") }
        /// Perform action using
        public static var title: String { return L10n.tr("Localizable", "watch.settings.perform_action.title") }
      }
      public enum RestartApp {
        /// This closes the app immediately. You'll need to reopen it manually.
        public static var footer: String { return L10n.tr("Localizable", "watch.settings.restart_app.footer") }
        /// Restart App
        public static var title: String { return L10n.tr("Localizable", "watch.settings.restart_app.title") }
      }
      public enum Server {
        /// Needs attention
        public static var needsAttention: String { return L10n.tr("Localizable", "watch.settings.server.needs_attention") }
      }
      public enum Servers {
        /// Servers
        public static var header: String { return L10n.tr("Localizable", "watch.settings.servers.header") }
      }
      public enum Troubleshooting {
        /// Troubleshooting
        public static var title: String { return L10n.tr("Localizable", "watch.settings.troubleshooting.title") }
        public enum Connection {
          /// The connection between your iPhone and Apple Watch can sometimes get stuck. Restarting both devices usually fixes it.
          public static var message: String { return L10n.tr("Localizable", "watch.settings.troubleshooting.connection.message") }
          /// Connection Issues
          public static var title: String { return L10n.tr("Localizable", "watch.settings.troubleshooting.connection.title") }
        }
      }
      public enum UrlOverride {
        /// Which URL the Apple Watch uses when it connects directly to this server. Auto follows your network.
        public static var footer: String { return L10n.tr("Localizable", "watch.settings.url_override.footer") }
        /// Always use
        public static var title: String { return L10n.tr("Localizable", "watch.settings.url_override.title") }
      }
    }
    public enum Sync {
      /// %1$li/%2$li
      public static func progress(_ p1: Int, _ p2: Int) -> String {
        return L10n.tr("Localizable", "watch.sync.progress", p1, p2)
      }
      /// Try Again
      public static var retry: String { return L10n.tr("Localizable", "watch.sync.retry") }
      /// Starting sync…
      public static var starting: String { return L10n.tr("Localizable", "watch.sync.starting") }
      public enum Error {
        /// We couldn't connect to your iPhone. Open the Home Assistant app on your iPhone, then tap the reload button here on your Watch.
        public static var connectionFailed: String { return L10n.tr("Localizable", "watch.sync.error.connection_failed") }
        /// Received incomplete data from iPhone. Please try again.
        public static var data: String { return L10n.tr("Localizable", "watch.sync.error.data") }
        /// Sync failed. Please try again.
        public static var generic: String { return L10n.tr("Localizable", "watch.sync.error.generic") }
        /// Couldn't reach your Home Assistant server from this watch. Check the watch's connection and try again.
        public static var serverUnreachable: String { return L10n.tr("Localizable", "watch.sync.error.server_unreachable") }
        /// Sync Failed
        public static var title: String { return L10n.tr("Localizable", "watch.sync.error.title") }
        /// Can't reach your iPhone. Open Home Assistant on it, keep it nearby, and try again.
        public static var unreachable: String { return L10n.tr("Localizable", "watch.sync.error.unreachable") }
      }
      public enum NotReachable {
        /// Open the Home Assistant app on your iPhone and keep it nearby. Your complications will still refresh in the background once it becomes reachable.
        public static var message: String { return L10n.tr("Localizable", "watch.sync.not_reachable.message") }
        /// iPhone Not Reachable
        public static var title: String { return L10n.tr("Localizable", "watch.sync.not_reachable.title") }
      }
    }
  }

  public enum WebView {
    public enum AddTo {
      public enum Option {
        public enum AppleWatch {
          /// Apple Watch
          public static var title: String { return L10n.tr("Localizable", "web_view.add_to.option.AppleWatch.title") }
        }
        public enum CarPlay {
          /// CarPlay
          public static var title: String { return L10n.tr("Localizable", "web_view.add_to.option.CarPlay.title") }
        }
        public enum Deeplink {
          /// Deeplink
          public static var title: String { return L10n.tr("Localizable", "web_view.add_to.option.Deeplink.title") }
        }
        public enum MacToolbar {
          /// Mac Toolbar
          public static var title: String { return L10n.tr("Localizable", "web_view.add_to.option.MacToolbar.title") }
        }
        public enum Widget {
          /// Widget
          public static var title: String { return L10n.tr("Localizable", "web_view.add_to.option.Widget.title") }
        }
      }
    }
    public enum EmptyState {
      /// Please check your connection or try again later. If Home Assistant is restarting it will reconnect after it is back online.
      public static var body: String { return L10n.tr("Localizable", "web_view.empty_state.body") }
      /// Clean cache and reload
      public static var cleanCacheAndReloadButton: String { return L10n.tr("Localizable", "web_view.empty_state.clean_cache_and_reload_button") }
      /// Open App settings
      public static var openSettingsButton: String { return L10n.tr("Localizable", "web_view.empty_state.open_settings_button") }
      /// Re-authenticate
      public static var reauthenticateButton: String { return L10n.tr("Localizable", "web_view.empty_state.reauthenticate_button") }
      /// Retry
      public static var retryButton: String { return L10n.tr("Localizable", "web_view.empty_state.retry_button") }
      /// You're disconnected
      public static var title: String { return L10n.tr("Localizable", "web_view.empty_state.title") }
      public enum LoggedOut {
        /// You have been signed out of this server. Log in again to continue using it on this device.
        public static var body: String { return L10n.tr("Localizable", "web_view.empty_state.logged_out.body") }
        /// Log in
        public static var loginButton: String { return L10n.tr("Localizable", "web_view.empty_state.logged_out.login_button") }
        /// You're logged out
        public static var title: String { return L10n.tr("Localizable", "web_view.empty_state.logged_out.title") }
      }
    }
    public enum NoUrlAvailable {
      /// 🔐  Due to your security choices, there's no URL that we are allowed to use. 
      /// 
      ///  ➡️  Please open the App settings and update your security choices or URLs.
      public static var body: String { return L10n.tr("Localizable", "web_view.no_url_available.body") }
      /// We can't connect to Home Assistant
      public static var title: String { return L10n.tr("Localizable", "web_view.no_url_available.title") }
      public enum PrimaryButton {
        /// Open App settings
        public static var title: String { return L10n.tr("Localizable", "web_view.no_url_available.primary_button.title") }
      }
    }
    public enum ServerSelection {
      /// Choose server
      public static var title: String { return L10n.tr("Localizable", "web_view.server_selection.title") }
    }
    public enum UniqueServerSelection {
      /// Choose one server
      public static var title: String { return L10n.tr("Localizable", "web_view.unique_server_selection.title") }
    }
  }

  public enum WebrtcPlayer {
    public enum KnownIssues {
      /// Known Issues
      public static var title: String { return L10n.tr("Localizable", "webrtc_player.known_issues.title") }
    }
  }

  public enum WhatsNew {
    /// What's New in The Companion App
    public static var title: String { return L10n.tr("Localizable", "whats_new.title") }
    /// Version %@
    public static func versionFormat(_ p1: Any) -> String {
      return L10n.tr("Localizable", "whats_new.version_format", String(describing: p1))
    }
    public enum AppSupportUpdate {
      /// This is the last update for iOS 15, watchOS 8, and macOS 11 and earlier. Tap to read more.
      public static var itemBody: String { return L10n.tr("Localizable", "whats_new.app_support_update.item_body") }
      /// Support for iOS 15, watch OS 8, and macOS 11 will end
      public static var itemTitle: String { return L10n.tr("Localizable", "whats_new.app_support_update.item_title") }
      /// App support update
      public static var title: String { return L10n.tr("Localizable", "whats_new.app_support_update.title") }
    }
    public enum Item {
      /// Opens an article
      public static var opensArticleHint: String { return L10n.tr("Localizable", "whats_new.item.opens_article_hint") }
      /// Opens a link
      public static var opensLinkHint: String { return L10n.tr("Localizable", "whats_new.item.opens_link_hint") }
    }
  }

  public enum Widgets {
    public enum Action {
      public enum Name {
        /// Assist
        public static var assist: String { return L10n.tr("Localizable", "widgets.action.name.assist") }
        /// Default
        public static var `default`: String { return L10n.tr("Localizable", "widgets.action.name.default") }
        /// More info
        public static var moreInfoDialog: String { return L10n.tr("Localizable", "widgets.action.name.moreInfoDialog") }
        /// Navigate
        public static var navigate: String { return L10n.tr("Localizable", "widgets.action.name.navigate") }
        /// Nothing
        public static var nothing: String { return L10n.tr("Localizable", "widgets.action.name.nothing") }
        /// Run Script
        public static var runScript: String { return L10n.tr("Localizable", "widgets.action.name.run_script") }
      }
    }
    public enum Actions {
      /// Perform Home Assistant actions.
      public static var description: String { return L10n.tr("Localizable", "widgets.actions.description") }
      /// No Actions Configured
      public static var notConfigured: String { return L10n.tr("Localizable", "widgets.actions.not_configured") }
      /// Actions
      public static var title: String { return L10n.tr("Localizable", "widgets.actions.title") }
      public enum Parameters {
        /// Action
        public static var action: String { return L10n.tr("Localizable", "widgets.actions.parameters.action") }
      }
    }
    public enum Assist {
      /// Ask Assist
      public static var actionTitle: String { return L10n.tr("Localizable", "widgets.assist.action_title") }
      /// Open Assist in the app
      public static var description: String { return L10n.tr("Localizable", "widgets.assist.description") }
      /// No Pipelines Configured
      public static var notConfigured: String { return L10n.tr("Localizable", "widgets.assist.not_configured") }
      /// Assist
      public static var title: String { return L10n.tr("Localizable", "widgets.assist.title") }
      /// Configure
      public static var unknownConfiguration: String { return L10n.tr("Localizable", "widgets.assist.unknown_configuration") }
    }
    public enum Automation {
      public enum Trigger {
        /// Trigger automation
        public static var title: String { return L10n.tr("Localizable", "widgets.automation.trigger.title") }
      }
    }
    public enum Automations {
      /// Run Automation
      public static var description: String { return L10n.tr("Localizable", "widgets.automations.description") }
    }
    public enum Button {
      /// Reload all widgets
      public static var reloadTimeline: String { return L10n.tr("Localizable", "widgets.button.reload_timeline") }
    }
    public enum Calendar {
      /// All-day
      public static var allDay: String { return L10n.tr("Localizable", "widgets.calendar.all_day") }
      /// See what is coming up on your calendars.
      public static var description: String { return L10n.tr("Localizable", "widgets.calendar.description") }
      /// No upcoming events
      public static var noEvents: String { return L10n.tr("Localizable", "widgets.calendar.no_events") }
      /// Refresh Calendar
      public static var refreshTitle: String { return L10n.tr("Localizable", "widgets.calendar.refresh_title") }
      /// Edit widget to select calendars.
      public static var selectCalendars: String { return L10n.tr("Localizable", "widgets.calendar.select_calendars") }
      /// Calendar
      public static var title: String { return L10n.tr("Localizable", "widgets.calendar.title") }
      /// Today
      public static var today: String { return L10n.tr("Localizable", "widgets.calendar.today") }
      /// Tomorrow
      public static var tomorrow: String { return L10n.tr("Localizable", "widgets.calendar.tomorrow") }
      public enum Parameter {
        /// Calendars
        public static var calendars: String { return L10n.tr("Localizable", "widgets.calendar.parameter.calendars") }
        /// Show calendar name
        public static var showCalendarName: String { return L10n.tr("Localizable", "widgets.calendar.parameter.show_calendar_name") }
      }
    }
    public enum CommonlyUsedEntities {
      /// Display your commonly used entities based on your usage patterns.
      public static var description: String { return L10n.tr("Localizable", "widgets.commonly_used_entities.description") }
      /// Common Controls
      public static var title: String { return L10n.tr("Localizable", "widgets.commonly_used_entities.title") }
      public enum Empty {
        /// No commonly used entities found. Use Home Assistant to build your usage history.
        public static var description: String { return L10n.tr("Localizable", "widgets.commonly_used_entities.empty.description") }
      }
    }
    public enum ContentSource {
      /// Complication
      public static var complication: String { return L10n.tr("Localizable", "widgets.content_source.complication") }
      /// Entity
      public static var entity: String { return L10n.tr("Localizable", "widgets.content_source.entity") }
      /// Template
      public static var template: String { return L10n.tr("Localizable", "widgets.content_source.template") }
      /// Source
      public static var title: String { return L10n.tr("Localizable", "widgets.content_source.title") }
    }
    public enum Controls {
      public enum Assist {
        /// Open Assist in Home Assistant app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.assist.description") }
        /// Assist
        public static var title: String { return L10n.tr("Localizable", "widgets.controls.assist.title") }
        public enum Pipeline {
          /// Choose a pipeline
          public static var placeholder: String { return L10n.tr("Localizable", "widgets.controls.assist.pipeline.placeholder") }
        }
      }
      public enum Automation {
        /// Run automation
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.automation.description") }
        /// Automation
        public static var displayName: String { return L10n.tr("Localizable", "widgets.controls.automation.display_name") }
      }
      public enum Automations {
        /// Choose automation
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.automations.pending_configuration") }
      }
      public enum Button {
        /// Press button
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.button.description") }
        /// Choose button
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.button.pending_configuration") }
        /// Button
        public static var title: String { return L10n.tr("Localizable", "widgets.controls.button.title") }
      }
      public enum Cover {
        /// Toggle cover
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.cover.description") }
        /// Choose cover
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.cover.pending_configuration") }
        /// Cover
        public static var title: String { return L10n.tr("Localizable", "widgets.controls.cover.title") }
      }
      public enum Fan {
        /// Turn on/off your fan
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.fan.description") }
        /// Choose fan
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.fan.pending_configuration") }
        /// Fan
        public static var title: String { return L10n.tr("Localizable", "widgets.controls.fan.title") }
      }
      public enum Light {
        /// Turn on/off your light
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.light.description") }
        /// Choose light
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.light.pending_configuration") }
        /// Light
        public static var title: String { return L10n.tr("Localizable", "widgets.controls.light.title") }
      }
      public enum OpenCamera {
        /// Opens the selected camera entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_camera.description") }
        /// Choose camera
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_camera.pending_configuration") }
        public enum Configuration {
          /// Open Camera
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_camera.configuration.title") }
          public enum Parameter {
            /// Camera
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_camera.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenCamerasList {
        /// Opens a list of all cameras
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_cameras_list.description") }
      }
      public enum OpenCover {
        /// Opens the selected cover entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_cover.description") }
        public enum Configuration {
          /// Open Cover
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_cover.configuration.title") }
          public enum Parameter {
            /// Cover
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_cover.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenCoverEntity {
        /// Choose cover
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_cover_entity.pending_configuration") }
      }
      public enum OpenEntity {
        /// Choose entity
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_entity.pending_configuration") }
        public enum Configuration {
          /// Open Entity
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_entity.configuration.title") }
          public enum Parameter {
            /// Entity
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_entity.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenExperimentalDashboard {
        /// Opens the experimental dashboard for the selected server
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_experimental_dashboard.description") }
        public enum Configuration {
          /// Open Experimental Dashboard
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_experimental_dashboard.configuration.title") }
          public enum Parameter {
            /// Server
            public static var server: String { return L10n.tr("Localizable", "widgets.controls.open_experimental_dashboard.configuration.parameter.server") }
          }
        }
      }
      public enum OpenInputBoolean {
        /// Opens the selected input boolean entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_input_boolean.description") }
        /// Choose input boolean
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_input_boolean.pending_configuration") }
        public enum Configuration {
          /// Open Input Boolean
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_input_boolean.configuration.title") }
          public enum Parameter {
            /// Input Boolean
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_input_boolean.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenLight {
        /// Opens the selected light entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_light.description") }
        /// Choose light
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_light.pending_configuration") }
        public enum Configuration {
          /// Open Light
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_light.configuration.title") }
          public enum Parameter {
            /// Light
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_light.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenLock {
        /// Opens the selected lock entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_lock.description") }
        /// Choose lock
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_lock.pending_configuration") }
        public enum Configuration {
          /// Open Lock
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_lock.configuration.title") }
          public enum Parameter {
            /// Lock
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_lock.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenPage {
        /// Choose page
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_page.pending_configuration") }
        public enum Configuration {
          /// Open Page
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_page.configuration.title") }
          public enum Parameter {
            /// Page
            public static var page: String { return L10n.tr("Localizable", "widgets.controls.open_page.configuration.parameter.page") }
          }
        }
      }
      public enum OpenSensor {
        /// Opens the selected sensor entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_sensor.description") }
        /// Choose sensor
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_sensor.pending_configuration") }
        public enum Configuration {
          /// Open Sensor
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_sensor.configuration.title") }
          public enum Parameter {
            /// Sensor
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_sensor.configuration.parameter.entity") }
          }
        }
      }
      public enum OpenSwitch {
        /// Opens the selected switch entity inside the app
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.open_switch.description") }
        /// Choose switch
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.open_switch.pending_configuration") }
        public enum Configuration {
          /// Open Switch
          public static var title: String { return L10n.tr("Localizable", "widgets.controls.open_switch.configuration.title") }
          public enum Parameter {
            /// Switch
            public static var entity: String { return L10n.tr("Localizable", "widgets.controls.open_switch.configuration.parameter.entity") }
          }
        }
      }
      public enum Scene {
        /// Run scene
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.scene.description") }
        /// Scene
        public static var displayName: String { return L10n.tr("Localizable", "widgets.controls.scene.display_name") }
      }
      public enum Scenes {
        /// Choose scene
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.scenes.pending_configuration") }
      }
      public enum Script {
        /// Run script
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.script.description") }
        /// Script
        public static var displayName: String { return L10n.tr("Localizable", "widgets.controls.script.display_name") }
      }
      public enum Scripts {
        /// Choose script
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.scripts.pending_configuration") }
      }
      public enum Switch {
        /// Turn on/off your switch
        public static var description: String { return L10n.tr("Localizable", "widgets.controls.switch.description") }
        /// Choose switch
        public static var pendingConfiguration: String { return L10n.tr("Localizable", "widgets.controls.switch.pending_configuration") }
        /// Switch
        public static var title: String { return L10n.tr("Localizable", "widgets.controls.switch.title") }
      }
    }
    public enum Custom {
      /// Create widgets with your own style
      public static var subtitle: String { return L10n.tr("Localizable", "widgets.custom.subtitle") }
      /// Custom widgets
      public static var title: String { return L10n.tr("Localizable", "widgets.custom.title") }
      public enum IntentActivateFailed {
        /// Please try again
        public static var body: String { return L10n.tr("Localizable", "widgets.custom.intent_activate_failed.body") }
        /// Failed to 'activate' entity
        public static var title: String { return L10n.tr("Localizable", "widgets.custom.intent_activate_failed.title") }
      }
      public enum IntentPressFailed {
        /// Please try again
        public static var body: String { return L10n.tr("Localizable", "widgets.custom.intent_press_failed.body") }
        /// Failed to 'press' entity
        public static var title: String { return L10n.tr("Localizable", "widgets.custom.intent_press_failed.title") }
      }
      public enum IntentToggleFailed {
        /// Please try again
        public static var body: String { return L10n.tr("Localizable", "widgets.custom.intent_toggle_failed.body") }
        /// Failed to 'toggle' entity
        public static var title: String { return L10n.tr("Localizable", "widgets.custom.intent_toggle_failed.title") }
      }
      public enum RequireConfirmation {
        /// Widget confirmation and state display are currently in BETA, if you experience issues please disable 'Require confirmation' and save.
        public static var footer: String { return L10n.tr("Localizable", "widgets.custom.require_confirmation.footer") }
      }
      public enum ServerUnreachable {
        /// Home Assistant could not be reached, please check your app server settings and connection security level.
        public static var body: String { return L10n.tr("Localizable", "widgets.custom.server_unreachable.body") }
        /// Home Assistant could not be reached
        public static var title: String { return L10n.tr("Localizable", "widgets.custom.server_unreachable.title") }
      }
      public enum ShowLastUpdateTime {
        public enum Param {
          /// Show last update time
          public static var title: String { return L10n.tr("Localizable", "widgets.custom.show_last_update_time.param.title") }
        }
      }
      public enum ShowStates {
        /// Displaying latest states is not 100% guaranteed, you can give it a try and check the companion App documentation for more information.
        public static func description(_ p1: Float) -> String {
          return L10n.tr("Localizable", "widgets.custom.show_states.description", p1)
        }
        public enum Param {
          /// Show states (BETA)
          public static var title: String { return L10n.tr("Localizable", "widgets.custom.show_states.param.title") }
        }
      }
      public enum ShowUpdateTime {
        /// Last update:
        public static var title: String { return L10n.tr("Localizable", "widgets.custom.show_update_time.title") }
      }
    }
    public enum Details {
      /// Display states using from Home Assistant in text
      public static var description: String { return L10n.tr("Localizable", "widgets.details.description") }
      /// Display an entity, a watch complication, or a template from Home Assistant as text
      public static var galleryDescription: String { return L10n.tr("Localizable", "widgets.details.gallery_description") }
      /// Details
      public static var title: String { return L10n.tr("Localizable", "widgets.details.title") }
      public enum Parameters {
        /// Action
        public static var action: String { return L10n.tr("Localizable", "widgets.details.parameters.action") }
        /// Details Text Template (only in rectangular family)
        public static var detailsTemplate: String { return L10n.tr("Localizable", "widgets.details.parameters.details_template") }
        /// Lower Text Template
        public static var lowerTemplate: String { return L10n.tr("Localizable", "widgets.details.parameters.lower_template") }
        /// Run Script (only in rectangular family)
        public static var runScript: String { return L10n.tr("Localizable", "widgets.details.parameters.run_script") }
        /// Script
        public static var script: String { return L10n.tr("Localizable", "widgets.details.parameters.script") }
        /// Server
        public static var server: String { return L10n.tr("Localizable", "widgets.details.parameters.server") }
        /// Upper Text Template
        public static var upperTemplate: String { return L10n.tr("Localizable", "widgets.details.parameters.upper_template") }
      }
    }
    public enum Energy {
      /// Show your energy dashboard at a glance.
      public static var description: String { return L10n.tr("Localizable", "widgets.energy.description") }
      /// Electricity total
      public static var electricityTotal: String { return L10n.tr("Localizable", "widgets.energy.electricity_total") }
      /// Grid
      public static var grid: String { return L10n.tr("Localizable", "widgets.energy.grid") }
      /// No connection available, review your Home Assistant URL configuration
      public static var noConnection: String { return L10n.tr("Localizable", "widgets.energy.no_connection") }
      /// No energy data
      public static var noData: String { return L10n.tr("Localizable", "widgets.energy.no_data") }
      /// No energy dashboard configured
      public static var notConfigured: String { return L10n.tr("Localizable", "widgets.energy.not_configured") }
      /// Refresh Energy
      public static var refreshTitle: String { return L10n.tr("Localizable", "widgets.energy.refresh_title") }
      /// Solar
      public static var solar: String { return L10n.tr("Localizable", "widgets.energy.solar") }
      /// Energy
      public static var title: String { return L10n.tr("Localizable", "widgets.energy.title") }
      public enum Period {
        /// This month
        public static var thisMonth: String { return L10n.tr("Localizable", "widgets.energy.period.this_month") }
        /// This week
        public static var thisWeek: String { return L10n.tr("Localizable", "widgets.energy.period.this_week") }
        /// Period
        public static var title: String { return L10n.tr("Localizable", "widgets.energy.period.title") }
        /// Today
        public static var today: String { return L10n.tr("Localizable", "widgets.energy.period.today") }
        /// Yesterday
        public static var yesterday: String { return L10n.tr("Localizable", "widgets.energy.period.yesterday") }
      }
      public enum Source {
        /// Auto
        public static var auto: String { return L10n.tr("Localizable", "widgets.energy.source.auto") }
        /// Consumption
        public static var consumption: String { return L10n.tr("Localizable", "widgets.energy.source.consumption") }
        /// Solar
        public static var solar: String { return L10n.tr("Localizable", "widgets.energy.source.solar") }
        /// Source
        public static var title: String { return L10n.tr("Localizable", "widgets.energy.source.title") }
      }
    }
    public enum EntityState {
      /// Entity state
      public static var placeholder: String { return L10n.tr("Localizable", "widgets.entity_state.placeholder") }
    }
    public enum Gauge {
      /// Display numeric states from Home Assistant in a gauge
      public static var description: String { return L10n.tr("Localizable", "widgets.gauge.description") }
      /// Display an entity, a watch complication, or a template from Home Assistant in a gauge
      public static var galleryDescription: String { return L10n.tr("Localizable", "widgets.gauge.gallery_description") }
      /// Gauge
      public static var title: String { return L10n.tr("Localizable", "widgets.gauge.title") }
      public enum Parameters {
        /// Action
        public static var action: String { return L10n.tr("Localizable", "widgets.gauge.parameters.action") }
        /// Gauge Type
        public static var gaugeType: String { return L10n.tr("Localizable", "widgets.gauge.parameters.gauge_type") }
        /// Max Label Template
        public static var maxLabelTemplate: String { return L10n.tr("Localizable", "widgets.gauge.parameters.max_label_template") }
        /// Maximum Value
        public static var maxValue: String { return L10n.tr("Localizable", "widgets.gauge.parameters.max_value") }
        /// Min Label Template
        public static var minLabelTemplate: String { return L10n.tr("Localizable", "widgets.gauge.parameters.min_label_template") }
        /// Minimum Value
        public static var minValue: String { return L10n.tr("Localizable", "widgets.gauge.parameters.min_value") }
        /// Run Script
        public static var runScript: String { return L10n.tr("Localizable", "widgets.gauge.parameters.run_script") }
        /// Script
        public static var script: String { return L10n.tr("Localizable", "widgets.gauge.parameters.script") }
        /// Server
        public static var server: String { return L10n.tr("Localizable", "widgets.gauge.parameters.server") }
        /// Value Label Template
        public static var valueLabelTemplate: String { return L10n.tr("Localizable", "widgets.gauge.parameters.value_label_template") }
        /// Value Template (0-1)
        public static var valueTemplate: String { return L10n.tr("Localizable", "widgets.gauge.parameters.value_template") }
        public enum GaugeType {
          /// Capacity
          public static var capacity: String { return L10n.tr("Localizable", "widgets.gauge.parameters.gauge_type.capacity") }
          /// Normal
          public static var normal: String { return L10n.tr("Localizable", "widgets.gauge.parameters.gauge_type.normal") }
        }
      }
    }
    public enum Lights {
      /// Turn on/off light
      public static var description: String { return L10n.tr("Localizable", "widgets.lights.description") }
    }
    public enum OpenEntity {
      /// Open Entity
      public static var title: String { return L10n.tr("Localizable", "widgets.open_entity.title") }
    }
    public enum OpenPage {
      /// Open a frontend page in Home Assistant.
      public static var description: String { return L10n.tr("Localizable", "widgets.open_page.description") }
      /// No Pages Available
      public static var notConfigured: String { return L10n.tr("Localizable", "widgets.open_page.not_configured") }
      /// Open Page
      public static var title: String { return L10n.tr("Localizable", "widgets.open_page.title") }
    }
    public enum Param {
      public enum Server {
        /// Server
        public static var title: String { return L10n.tr("Localizable", "widgets.param.server.title") }
      }
    }
    public enum Parameters {
      /// Attribute
      public static var attribute: String { return L10n.tr("Localizable", "widgets.parameters.attribute") }
      /// Complication
      public static var complication: String { return L10n.tr("Localizable", "widgets.parameters.complication") }
      /// Entity
      public static var entity: String { return L10n.tr("Localizable", "widgets.parameters.entity") }
    }
    public enum Preview {
      public enum Custom {
        /// Create your own widget inside the App and then display it here.
        public static var description: String { return L10n.tr("Localizable", "widgets.preview.custom.description") }
        /// Custom widget
        public static var title: String { return L10n.tr("Localizable", "widgets.preview.custom.title") }
      }
      public enum Empty {
        public enum Create {
          /// Create widget
          public static var button: String { return L10n.tr("Localizable", "widgets.preview.empty.create.button") }
        }
      }
    }
    public enum ReloadWidgets {
      public enum AppIntent {
        /// Reload all widgets timelines.
        public static var description: String { return L10n.tr("Localizable", "widgets.reload_widgets.app_intent.description") }
        /// Reload widgets
        public static var title: String { return L10n.tr("Localizable", "widgets.reload_widgets.app_intent.title") }
      }
    }
    public enum Scene {
      public enum Activate {
        /// Activate scene
        public static var title: String { return L10n.tr("Localizable", "widgets.scene.activate.title") }
      }
      public enum Description {
        /// Run Scene
        public static var title: String { return L10n.tr("Localizable", "widgets.scene.description.title") }
      }
    }
    public enum Scripts {
      /// Run Scripts
      public static var description: String { return L10n.tr("Localizable", "widgets.scripts.description") }
      /// No Scripts Configured
      public static var notConfigured: String { return L10n.tr("Localizable", "widgets.scripts.not_configured") }
      /// Scripts
      public static var title: String { return L10n.tr("Localizable", "widgets.scripts.title") }
    }
    public enum Sensors {
      /// Display state of sensors
      public static var description: String { return L10n.tr("Localizable", "widgets.sensors.description") }
      /// No Sensors Configured
      public static var notConfigured: String { return L10n.tr("Localizable", "widgets.sensors.not_configured") }
      /// Sensors
      public static var title: String { return L10n.tr("Localizable", "widgets.sensors.title") }
    }
    public enum TodoList {
      /// All done! 🎉
      public static var allDone: String { return L10n.tr("Localizable", "widgets.todo_list.all_done") }
      /// Complete To-do Item
      public static var completeItemTitle: String { return L10n.tr("Localizable", "widgets.todo_list.complete_item_title") }
      /// Check your lists and add items
      public static var description: String { return L10n.tr("Localizable", "widgets.todo_list.description") }
      /// Refresh To-do List
      public static var refreshTitle: String { return L10n.tr("Localizable", "widgets.todo_list.refresh_title") }
      /// Edit widget to select list.
      public static var selectList: String { return L10n.tr("Localizable", "widgets.todo_list.select_list") }
      /// To-do List
      public static var title: String { return L10n.tr("Localizable", "widgets.todo_list.title") }
      public enum DueDate {
        /// %@ ago
        public static func agoFormat(_ p1: Any) -> String {
          return L10n.tr("Localizable", "widgets.todo_list.due_date.ago_format", String(describing: p1))
        }
        /// In %@
        public static func inFormat(_ p1: Any) -> String {
          return L10n.tr("Localizable", "widgets.todo_list.due_date.in_format", String(describing: p1))
        }
        /// Now
        public static var now: String { return L10n.tr("Localizable", "widgets.todo_list.due_date.now") }
        /// Today
        public static var today: String { return L10n.tr("Localizable", "widgets.todo_list.due_date.today") }
      }
      public enum Parameter {
        /// Item ID
        public static var itemId: String { return L10n.tr("Localizable", "widgets.todo_list.parameter.item_id") }
        /// List
        public static var list: String { return L10n.tr("Localizable", "widgets.todo_list.parameter.list") }
        /// List ID
        public static var listId: String { return L10n.tr("Localizable", "widgets.todo_list.parameter.list_id") }
        /// Server
        public static var server: String { return L10n.tr("Localizable", "widgets.todo_list.parameter.server") }
        /// Server ID
        public static var serverId: String { return L10n.tr("Localizable", "widgets.todo_list.parameter.server_id") }
      }
    }
  }

  public enum YamlPreview {
    /// Share Contents
    public static var share: String { return L10n.tr("Localizable", "yaml_preview.share") }
  }
}
// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = Current.localized.string(key, table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
