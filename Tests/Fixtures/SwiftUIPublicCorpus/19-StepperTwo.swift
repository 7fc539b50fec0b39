// Source: github.com/endresjd/newswiftuilearning, NewSwiftUILearning/Views/StepperExample.swift (commit 9d1bffa56652896fac26a8230ce469a2e2045e43)
//
//  StepperExample.swift
//  NewSwiftUILearning
//
//  Created by John Endres on 11/14/23.
//

import SwiftUI

/// iOS 13's `Stepper` examples.
struct StepperExample: View {
    var body: some View {
        List {
            StepperViewOne()
            StepperViewTwo()
        }
    }
}

private struct StepperViewOne: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue, .green, .purple, .pink]

    func incrementStep() {
        value += 1

        if value >= colors.count {
            value = 0
        }
    }

    func decrementStep() {
        value -= 1

        if value < 0 {
            value = colors.count - 1
        }
    }

    var body: some View {
        Stepper {
            Text("Value: \(value) Color: \(colors[value].description)")
        } onIncrement: {
            incrementStep()
        } onDecrement: {
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
    }
}

private struct StepperViewTwo: View {
    @State private var value = 0
    let step = 5
    let range = 1...50

    var body: some View {
        Stepper(
            value: $value,
            in: range,
            step: step
        ) {
            Text("Current: \(value) in \(range.description) stepping by \(step)")
        }
        .padding(10)
    }
}

#Preview {
    StepperExample()
}
