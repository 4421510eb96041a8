import PhoneNodeCommands
import SampleApps

/// The sample apps' phone: phone-node's commands (PhoneNodeCommands) serving SampleApps' bundle.
@main enum PhoneNode {
    static func main() async {
        await PhoneNodeCommand.main(
            bundle: SampleAppsBundle(),
            actions: AppActions(
                catalog: SampleAppActions.catalog.map { AppActions.Action(name: $0.name, usage: $0.usage) },
                perform: { name, arguments in try await SampleAppActions.run(name, arguments) }),
            scene: SampleAppScene.scene)
    }
}
