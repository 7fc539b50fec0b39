// Source: github.com/Mas0nSun/iOSDevTutorial, TodoApp/SwiftUITutorialTodoApp004/SwiftUITutorialTodoApp004/ContentView.swift (commit 2cee491ca06cec5052bb9d072d90b8624716db59)
// Changed: appended sibling file(s) TodoList.swift, TodoView.swift, TodoEditView.swift, TodoAddView.swift, TodoStore.swift from the same repo and commit (types and views this file uses), each after a "// ---- appended" marker
//
//  ContentView.swift
//  SwiftUITutorialTodoApp004
//
//  Created by Mason Sun on 2024/12/23.
//

import SwiftUI

// 1. 完善 TodoView: 优化整个 TodoView 的 UI, 并且实现点击动画, 和完成效果
// 2. 完善 Todo List
// 3. 添加编辑和创建页面

struct ContentView: View {
    @State private var todoStore = TodoStore()
    
    var body: some View {
        NavigationStack {
            TodoList(todoStore: todoStore)
                .navigationTitle("Todo List")
        }
    }
}

#Preview {
    ContentView()
}

// ---- appended from sibling file TodoApp/SwiftUITutorialTodoApp004/SwiftUITutorialTodoApp004/Todo/TodoList.swift (same repo and commit) ----
//
//  TodoList.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import SwiftUI

struct TodoList: View {
    // @Binding: 作用于一些基本数据类型: Todo, Int, Bool
    // @Bindable: 专门给 Observable 的 class 服务的
    @Bindable var todoStore: TodoStore
    
    // 正在编辑的 todo
    @State private var editingTodo: Todo? = nil
    
    var body: some View {
        List {
            ForEach($todoStore.todos) { todo in
                TodoView(todo: todo)
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button("Edit") {
                            editingTodo = todo.wrappedValue
                        }
                        // 改颜色必须要用 
                        .tint(.indigo)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) {
                            todoStore.delete(
                                todo: todo.wrappedValue
                            )
                        }
                    }
            }
            .onMove { fromOffsets, toOffset in
                // 第一个参数: 用户拖拽的 todo 的 indexSet (可能包含多个 todo 的 index)
                // 第二个参数: 目标的 index
                todoStore.moveTodos(
                    fromOffsets: fromOffsets,
                    toOffset: toOffset
                )
            }
        }
        .sheet(
            // Binding<Todo?> 如果 todo 有值, 也就是 !optional 的话
            // sheet 就会弹出
            // 如果 todo 是 nil, sheet 就会消失
            item: $editingTodo,
            content: { todo in
                TodoEditView(todo: todo)
            }
        )
    }
}

#Preview {
    TodoList(todoStore: TodoStore())
}

// ---- appended from sibling file TodoApp/SwiftUITutorialTodoApp004/SwiftUITutorialTodoApp004/Todo/TodoView.swift (same repo and commit) ----
//
//  TodoView.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import SwiftUI

struct TodoView: View {
    @Binding var todo: Todo
    
    var body: some View {
        HStack {
            // emoji
            Text(todo.emoji)
                .padding(8)
                .background {
                    Color.indigo.opacity(0.3)
                }
                .clipShape(Circle())
            // title + due date
            VStack(alignment: .leading, spacing: 8) {
                // title
                Text(todo.title)
                    // primary 就是 App 默认文本的颜色 (黑色)
                    // 在黑色模式下会变为白色
                    .foregroundStyle(todo.isDone ? .gray.opacity(0.5) : .primary)
                    // 如果 isDone == true, 则需要激活中划线
                    .strikethrough(todo.isDone)
                // due date
                HStack(spacing: 5) {
                    Image(systemName: "calendar.badge.clock")
                    // 这个需要大家取记下, 或者你需要用到展示 Date 的时候
                    // 去网上搜索, 或者去问 AI: GPT, Claude, Kimi
                    Text(
                        todo.dueDate,
                        // 用系统的 FormatStyle 有什么好处
                        //
                        // String: "年/月/日"
                        //
                        format: Date.FormatStyle(date: .numeric)
                    )
                }
                .font(.footnote)
                .foregroundStyle(.gray)
            }
            //
            // 填充物
            Spacer()
            // isDone 的 image
            // 三目运算符
            // true/false ? 1 : 0
            Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                .imageScale(.large)
                .foregroundStyle(.indigo)
                // 也属于一个转场动画, 最好也是用 withAnimation
                .contentTransition(.symbolEffect(.replace))
        }
        //
//        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .contentShape(Rectangle())
        .onTapGesture {
            // 带弹簧效果的动画 (带惯性的动画)
            // Nice to have, 给用户提供情绪价值
            withAnimation(.easeInOut) {
                todo.isDone.toggle()
            }
        }
    }
}

#Preview {
    @Previewable
    @State var todo1: Todo = .init(
        emoji: "⌨️",
        title: "写代码",
        dueDate: .now,
        isDone: false
    )
    
    @Previewable
    @State var todo2: Todo = .init(
        emoji: "📚",
        title: "去读书",
        dueDate: .now,
        isDone: false
    )
    
    VStack {
        TodoView(todo: $todo1)
        TodoView(todo: $todo2)
    }
    .padding(.horizontal)
}

// ---- appended from sibling file TodoApp/SwiftUITutorialTodoApp004/SwiftUITutorialTodoApp004/Todo/TodoEditView.swift (same repo and commit) ----
//
//  TodoEditView.swift
//  SwiftUITutorialTodoApp004
//
//  Created by Mason Sun on 2024/12/23.
//

import SwiftUI

struct TodoEditView: View {
    // 2 种不同的交互
    @State var todo: Todo
    
    var body: some View {
        NavigationStack {
            List {
                // 单纯的将 View 组织到一起, 并不会添加任何效果, 方便我们给一组视图增加 UI 效果
                Group {
                    TextField("Emoji", text: $todo.emoji)
                    TextField("Title", text: $todo.title)
                    DatePicker(
                        "Due Date",
                        selection: $todo.dueDate,
                        displayedComponents: .date
                    )
                    Toggle("isDone", isOn: $todo.isDone)
                }
                .padding(.vertical, 8)
            }
            .navigationTitle("Edit Todo")
            .safeAreaInset(edge: .bottom) {
                Button(
                    action: {
                        // 1. 先关闭页面
                        // 2. 将变更后的 todo 丢给外面
                    },
                    label: {
                        Text("Done")
                            .padding(.vertical, 12)
                            .fontWeight(.medium)
                            .foregroundStyle(.white)
                            // 200 * 20
                            // 无限宽度 * 20
                            .frame(maxWidth: .infinity, alignment: .center)
                            .background(Color.indigo)
//                            .cornerRadius(8)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                    }
                )
                .padding(.horizontal, 16)
                .padding(.bottom, 8)
            }
        }
    }
}

#Preview {
    TodoEditView(
        todo: .init(
            emoji: "⌨️",
            title: "写代码",
            dueDate: .now,
            isDone: false
        )
    )
}

// ---- appended from sibling file TodoApp/SwiftUITutorialTodoApp004/SwiftUITutorialTodoApp004/Todo/TodoAddView.swift (same repo and commit) ----
//
//  TodoAddView.swift
//  SwiftUITutorialTodoApp004
//
//  Created by Mason Sun on 2024/12/23.
//

import SwiftUI

struct TodoAddView: View {
    var body: some View {
        Text("创建 Todo")
    }
}

#Preview {
    TodoAddView()
}

// ---- appended from sibling file TodoApp/SwiftUITutorialTodoApp004/SwiftUITutorialTodoApp004/Todo/TodoStore.swift (same repo and commit) ----
//
//  TodoStore.swift
//  SwiftUITutorial010
//
//  Created by Mason Sun on 2024/12/18.
//

import Foundation

// Model: Struct 可以统称为 model
struct Todo: Identifiable {
    var id: String {
        title
    }
    
    var emoji: String
    var title: String
    var dueDate: Date
    var isDone: Bool
}

@Observable // swift macro
class TodoStore {
    var todos: [Todo] = []
    
    init() {
        todos = [
            .init(emoji: "⌨️", title: "写代码", dueDate: .now, isDone: false),
            .init(emoji: "📚", title: "读书", dueDate: .now, isDone: false),
            .init(emoji: "🏊‍♀️", title: "去游泳", dueDate: .now, isDone: false),
        ]
    }
    
    func delete(todo: Todo) {
        // 找到已存在的 todo 的 index
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else {
            return
        }
        todos.remove(at: index)
    }
    
    func moveTodos(fromOffsets: IndexSet, toOffset: Int) {
        todos.move(
            fromOffsets: fromOffsets,
            toOffset: toOffset
        )
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
