// Source: github.com/davidthomasstanton/100-Days-Of-SwiftUI, Habit-Tracking/Habit-Tracking_3/Habit-Tracking_3/ContentView.swift (commit bbf2573f185f85288c5253b4df91300a1578525f)
// Changed: appended sibling file(s) ActivityView.swift, AddActivity.swift, Activities.swift, Activity.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker; removed the UserDefaults/JSONEncoder/JSONDecoder persistence from Activities (its didSet and the load in init): storage is outside the spec
//
//  ContentView.swift
//  Habit-Tracking_3
//
//  Created by David Stanton on 3/7/24.
//

import SwiftUI

struct ContentView: View {
    @State private var data = Activities()
    @State private var showingAddActivity = false
    var body: some View {
        NavigationStack {
            List(data.activities) { activity in
                NavigationLink {
                    ActivityView(data: data, activity: activity)
                } label: {
                    VStack(alignment: .leading) {
                        Text(activity.name)
                            .font(.title)
                        HStack {
                            Text("Completion Count:")
                            Text(String(activity.completionCount))
                                .padding(.horizontal)
                                .background(.red)
                                .clipShape(.capsule)
                                .foregroundColor(.white)
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Habit Tracking")
            .toolbar {
                Button {
                    showingAddActivity.toggle()
                } label: {
                    Label("Add Activity", systemImage: "plus")
                }
            }
            .sheet(isPresented: $showingAddActivity) {
                AddActivity(data: data)
            }
        }
    }
}

#Preview {
    ContentView()
}

// ---- appended from sibling file Habit-Tracking/Habit-Tracking_3/Habit-Tracking_3/ActivityView.swift (same repo and commit) ----
//
//  ActivityView.swift
//  Habit-Tracking_3
//
//  Created by David Stanton on 3/7/24.
//

import SwiftUI

struct ActivityView: View {
    var data: Activities
    var activity: Activity
    
    var body: some View {
        List {
            Section(activity.name) {
                Text(activity.description)
                    .font(.body)
                HStack {
                    Text("Completion Count:")
                    Text(String(activity.completionCount))
                }
                Button("Mark Completed") {
                    var adjustedActivity = activity
                    adjustedActivity.completionCount += 1
                    if let index = data.activities.firstIndex(of: activity) {
                        data.activities[index] = adjustedActivity
                    }
                }
                
            }
        }
    }
}

#Preview {
    ActivityView(data: Activities(), activity: Activity.example)
}

// ---- appended from sibling file Habit-Tracking/Habit-Tracking_3/Habit-Tracking_3/AddActivity.swift (same repo and commit) ----
//
//  AddActivity.swift
//  Habit-Tracking_3
//
//  Created by David Stanton on 3/7/24.
//

import SwiftUI

struct AddActivity: View {
    var data: Activities
    @State private var name = ""
    @State private var description = ""
    @Environment(\.dismiss) var dismiss
    
    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Description", text: $description)
            }
            .navigationTitle("Add Activity")
            .toolbar {
                Button("Save Activity") {
                    let newActivity = Activity(name: name, description: description, completionCount: 0)
                    data.activities.append(newActivity)
                    dismiss()
                }
            }
        }
    }
}

#Preview {
    AddActivity(data: Activities())
}

// ---- appended from sibling file Habit-Tracking/Habit-Tracking_3/Habit-Tracking_3/Activities.swift (same repo and commit) ----
//
//  Activities.swift
//  Habit-Tracking_3
//
//  Created by David Stanton on 3/7/24.
//

import Foundation
import SwiftUI

@Observable
class Activities {
    var activities = [Activity]()
    
    init() {
        activities = []
    }
}

// ---- appended from sibling file Habit-Tracking/Habit-Tracking_3/Habit-Tracking_3/Activity.swift (same repo and commit) ----
//
//  Activity.swift
//  Habit-Tracking_3
//
//  Created by David Stanton on 3/7/24.
//

import Foundation
import SwiftUI

struct Activity: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var description: String
    var completionCount: Int
    
    static var example = Activity(name: "Example name", description: "Example Description", completionCount: 0)
}
