// URLSession's completion handlers capturing a non-Sendable completion in Swift 6, as PiStatsCore's
// Monitor/Service.swift does: Apple's compiler warns (its Objective-C import is @preconcurrency),
// so these must compile here, with warnings, in a file that imports Foundation only.
import Foundation

final class Service {
    let session = URLSession(configuration: .ephemeral)

    func fetch(_ request: URLRequest, url: URL, completion: @escaping (Result<Data, Error>) -> Void) {
        let task = session.dataTask(
            with: request,
            completionHandler: { data, _, error in
                completion(data.map { .success($0) } ?? .failure(error ?? URLError(.badServerResponse)))
            })
        task.resume()
        session.dataTask(with: url) { _, _, _ in completion(.success(Data())) }.resume()
        session.downloadTask(with: request) { _, _, _ in completion(.success(Data())) }.resume()
        session.uploadTask(with: request, from: Data()) { _, _, _ in completion(.success(Data())) }.resume()
        session.getAllTasks { _ in completion(.success(Data())) }
    }
}
