// PhoneHost's API (the store's `addDevice`, the directory) takes PhoneCore's paired-device
// value: its clients (the phone program, the fuzz targets) name it through PhoneHost.
@_exported import struct PhoneCore.PairedDevice
