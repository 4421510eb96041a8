// Stand-in for NightscoutKit (gestrich/NightscoutKit), a third-party package (ours, not the project's): LoopCaregiverKitUI's ColorType.swift imports it and names nothing from it.
