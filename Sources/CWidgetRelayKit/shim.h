// What WidgetRelayKit finds at run time without a registry to fill in by hand (see
// Sources/WidgetRelayKit/Previews/PreviewRecords.swift and Widgets/WidgetBundle+Main.swift).
#ifndef CWIDGETRELAYKIT_SHIM_H
#define CWIDGETRELAYKIT_SHIM_H


// Every #Preview places one record in the section "widgetrelay_previews" (Swift's @section);
// the linker marks where that section starts and stops in the program.
extern const char __start_widgetrelay_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_widgetrelay_previews[] __attribute__((weak, visibility("hidden")));
static inline const void *widgetrelay_previews_start(void) { return __start_widgetrelay_previews; }
static inline const void *widgetrelay_previews_stop(void) { return __stop_widgetrelay_previews; }

// Defined by PhoneNodeCommands (@_cdecl) when the program links it: installs the phone that
// `@main` on a WidgetBundle runs. Weak: a program without PhoneNodeCommands still links.
void widgetrelay_install_phone_launcher(void) __attribute__((weak));
static inline int widgetrelay_phone_launcher_linked(void) { return widgetrelay_install_phone_launcher != 0; }
static inline void widgetrelay_call_install_phone_launcher(void) {
    if (widgetrelay_install_phone_launcher != 0) widgetrelay_install_phone_launcher();
}

#endif
