// The app's state and its actions. Top-level code runs once per load, before body();
// state.initial only writes a path that is absent, so a hot reload keeps what you did.

state.initial("count", 0)
state.initial("draft", "")
state.initial("filter", "all")
state.initial("todos", [
    ["id": 1, "title": "Buy milk", "done": false],
    ["id": 2, "title": "Write the VML guide", "done": true],
    ["id": 3, "title": "Ship the workbench", "done": false],
])
state.initial("nextID", 4)
// Read and written by festivals.vml, a screen in VML bound to this state.
state.initial("picked", ["title": "none yet"])
state.initial("reminders", false)

actions["increment"] = { ctx in
    state.set("count", (state.get("count") as! Int) + 1)
}

actions["decrement"] = { ctx in
    state.set("count", (state.get("count") as! Int) - 1)
}

actions["addTodo"] = { ctx in
    let title = state.get("draft") as! String
    guard !title.isEmpty else { return }
    var todos = state.get("todos") as! [[String: Any]]
    let id = state.get("nextID") as! Int
    todos.append(["id": id, "title": title, "done": false])
    state.set("todos", todos)
    state.set("nextID", id + 1)
    state.set("draft", "")
}

actions["clearDone"] = { ctx in
    let todos = state.get("todos") as! [[String: Any]]
    state.set("todos", todos.filter { !($0["done"] as! Bool) })
}

actions["setFilter"] = { ctx in
    state.set("filter", ctx.payload)
}

actions["pickFestival"] = { ctx in
    let payload = ctx.payload as! [String: Any]
    state.set("picked", payload["festival"])
}
