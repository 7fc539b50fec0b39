// Source: github.com/gafur-demirci/SwiftUI-Learning-Examples, learningSwiftUI/learningSwiftUI/SimpleProjectExamples/MyCalculator.swift (commit 000ccbc3e41753da315da7df0631c4afe4fda4e1)
//
//  MyCalculator.swift
//  learningSwiftUI
//
//  Created by Abdulgafur Demirci on 2.01.2025.
//

import SwiftUI

struct MyCalculator: View {
    
    @State private var result: Double = 0
    @State private var firstNumber: String = ""
    @State private var secondNumber: String = ""
    
    var body: some View {
        VStack {
            TextField("Insert First Number", text: $firstNumber)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
            TextField("Insert Second Number", text: $secondNumber)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.numberPad)
            HStack {
                Button("+") {
                    result = Double(firstNumber)! + Double(secondNumber)!
                }
                .controlSize(.large)
                .buttonStyle(.borderedProminent)
                .padding()
                Button("-") {
                    result = Double(firstNumber)! - Double(secondNumber)!
                }
                .controlSize(.large)
                .buttonStyle(.borderedProminent)
                .padding()
                Button("*") {
                    result = Double(firstNumber)! * Double(secondNumber)!
                }
                .controlSize(.large)
                .buttonStyle(.borderedProminent)
                .padding()
                Button("/") {
                    result = Double(firstNumber)! / Double(secondNumber)!
                }
                .controlSize(.large)
                .buttonStyle(.borderedProminent)
                .padding()
            }
            .padding()
            Text("Calculated Result")
            Text(String(result))
            Button( action: {
                firstNumber = ""
                secondNumber = ""
                result = 0
            }, label: {
                Text("Clear")
                    .font(.title)
                    .bold()
                    .foregroundStyle(.black)
            })
            .disabled(result == 0)
            .buttonStyle(.borderedProminent)
            .font(.title)
            .controlSize(.regular)
            .padding()
        }
        .padding()
    }
}

#Preview {
    MyCalculator()
}
