// Functions without a result, with explicit and implicit return.
func announce(_ text: String) {
    print("> " + text)
}
func announceTwice(_ text: String) -> Void {
    announce(text)
    announce(text)
    return
}
announce("hello")
announceTwice("again")
func nothing() {}
nothing()
print("done")
