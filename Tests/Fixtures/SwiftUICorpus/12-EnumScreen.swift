import SwiftUI

enum LoadingState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

struct FeedView: View {
    @State private var state = LoadingState.idle

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Button("Load") { state = .loading }
            case .loading:
                ProgressView("Loading…")
                Button("Finish") { state = .loaded(["First post", "Second post"]) }
                Button("Fail") { state = .failed("The network is down") }
            case .loaded(let posts):
                List(posts, id: \.self) { post in
                    Text(post)
                }
            case .failed(let message):
                Text(message)
                    .foregroundStyle(.red)
                Button("Retry") { state = .loading }
            }
        }
    }
}

#Preview {
    FeedView()
}
