import SwiftUI

enum Light: CaseIterable {
    case red, yellow, green

    var next: Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }

    var label: String {
        switch self {
        case .red: return "Stop"
        case .yellow: return "Slow down"
        case .green: return "Go"
        }
    }
}

struct TrafficLightView: View {
    @State private var light = Light.red

    var body: some View {
        VStack {
            ForEach(Light.allCases, id: \.self) { lamp in
                Circle()
                    .frame(width: 60, height: 60)
                    .opacity(lamp == light ? 1 : 0.2)
            }
            Text(light.label)
        }
        .onTapGesture {
            light = light.next
        }
    }
}

#Preview {
    TrafficLightView()
}
