// Source: github.com/Mas0nSun/iOSDevTutorial, SwiftUI/SwiftUITutorial010/SwiftUITutorial010/ContentView.swift (commit 2cee491ca06cec5052bb9d072d90b8624716db59)
// Changed: appended sibling file(s) TodoList.swift, TodoStore.swift, TodoView.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker
//
//  ContentView.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import SwiftUI

// Todo

// todos: [1, 2, 3, 4]
// TodoList: 负责展示 todos
// TodoAddView: 需要将新的 todo 添加到 todos (去重复)
// TodoEditView: 需要编辑 todos 中的某条 (多条) 数据
// TodoSortView: 需要对 todos 进行排序

// Binding 去层层传递

// 比如增删改查 (调 API, 同步用户数据到后台), 都放到一个 class 中
// 这些业务层级的页面全都会引用这个 class

// 观察者机制
// class 有点像车子的触控屏幕

// 维护 todos 的业务操作

// SwiftUI
// 2 套方法
// iOS 17 之后一套:
//
//
//
// iOS 17 之前一套:
//
//
//
// 他们其实都可以用, 就像去上班, 坐公交, 坐地铁都没问题

struct ContentView: View {
//    @State
    // 标记一些 class, 同时需要他们遵守 ObservableObject 协议
    @State var todoStore = TodoStore()
    
    // Binding (子层级) 和 State (父层级)
//    @ObservedObject
    
    var body: some View {
        TodoList()
            .environment(todoStore)
    }
}

//

#Preview {
    ContentView()
}


// 总结一下:
// SwiftUI
// 2 套方法
// iOS 17 之后一套:
// 在 class 前面用 @Observable 修饰 (属性无需额外管理, SwiftUI 对性能做了优化)
// 使用的时候父层级用 @State 修饰, 子层级用 @Environment(XXXX.self), 需要使用 .environment(注入)
//
// iOS 17 之前一套:
// 需要让 class 遵守 ObservableObject 协议, 同时需要观察的属性用 @Published 修饰
// 使用的时候父视图用 @StateObject 修饰, 子视图用 @ObservedObject 修饰, 也可用 @EnvrionmentObject 修饰 (但要注意用 .environmentObject 传值)
//


// ---- appended from sibling file SwiftUI/SwiftUITutorial010/SwiftUITutorial010/Todo/TodoList.swift (same repo and commit) ----
//
//  TodoList.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import SwiftUI

struct TodoList: View {
    // 有些场景下会存在问题
//    @ObservedObject var todoStore: TodoStore
    //
    // @Envrionment
    // @EnvironmentObject: 适用于 ObservableObject 的 class
    @Environment(TodoStore.self) var todoStore
    
    var body: some View {
        VStack {
            ForEach(todoStore.todos) { todo in
                TodoView(
                    emoji: todo.emoji,
                    title: todo.title,
                    isDone: todo.isDone
                )
                .onTapGesture {
                    print("Toggle todo")
                    todoStore.toggleTodoDone(id: todo.id)
                }
            }
        }
        .padding(.horizontal)
    }
}

// ---- appended from sibling file SwiftUI/SwiftUITutorial010/SwiftUITutorial010/Todo/TodoStore.swift (same repo and commit) ----
//
//  TodoStore.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import Foundation

struct Todo: Identifiable {
    var id: String {
        title
    }
    
    var emoji: String
    var title: String
    var isDone: Bool
}

// iOS 17 之前的方法
// 一旦遵守了 ObservableObject 协议, 它就有了被观察的能力
//class TodoStore: ObservableObject {
//    // 标记为变化后, View 需要刷新的
//    @Published var todos: [Todo] = []
//    
//    //
//    //
//    //
//    
//    init() {
//        todos = [
//            .init(emoji: "⌨️", title: "写代码", isDone: false),
//            .init(emoji: "📚", title: "读书", isDone: false),
//        ]
//    }
//    
//    func addTodo(_ name: String) {
//        
//    }
//    
//    func updateTodo(_ name: String, changedName: String) {
//        
//    }
//    
//    func deleteTodo(_ name: String) {
//        
//    }
//    
//    func sort() {
//        
//    }
//    
//    // 找到 store 中的某条 todo, 然后把 isDone 设置成 true
//    // 如果是 true 的话就改为 false
//    func toggleTodoDone(id: String) {
//        let index = todos.firstIndex(where: {
//            // 通过某个值去找到 todos 中的这条数据的 index
//            $0.id == id
//        })
//        // 如果找到 todo 的话
//        if let index {
//            var todo = todos[index]
//            // 切换 isDone: 如果是 ture 改为 false, 否则改为 ture
//            todo.isDone.toggle()
//            todos[index] = todo
//        }
//    }
//}

// iOS 17 之后的方法
@Observable // swift macro
class TodoStore {
    // 标记为变化后, View 需要刷新的
    var todos: [Todo] = []
    
    //
    //
    //
    
    init() {
        todos = [
            .init(emoji: "⌨️", title: "写代码", isDone: false),
            .init(emoji: "📚", title: "读书", isDone: false),
        ]
    }
    
    // 找到 store 中的某条 todo, 然后把 isDone 设置成 true
    // 如果是 true 的话就改为 false
    func toggleTodoDone(id: String) {
        let index = todos.firstIndex(where: {
            // 通过某个值去找到 todos 中的这条数据的 index
            $0.id == id
        })
        // 如果找到 todo 的话
        if let index {
            var todo = todos[index]
            // 切换 isDone: 如果是 ture 改为 false, 否则改为 ture
            todo.isDone.toggle()
            todos[index] = todo
        }
    }
}

// ---- appended from sibling file SwiftUI/SwiftUITutorial010/SwiftUITutorial010/Todo/TodoView.swift (same repo and commit) ----
//
//  TodoView.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import SwiftUI

struct TodoView: View {
    let emoji: String
    let title: String
    let isDone: Bool
    
    var body: some View {
        HStack {
            Text(emoji)
            Text(title)
            Spacer()
            // 三目运算符
            // true/false ? 1 : 0
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
        }
        //
//        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
