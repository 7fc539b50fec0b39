// Storing into a static stored property with observers (`static var total = 0 { didSet {
// ... } }`, and the top-level observed variables, which are such properties): the compiler
// calls `willSet` and `didSet` around the store, so the VM's static stores stay plain.

extension Compiler {
    /// Stores `source` into the static stored `property` (at `site`), calling its `willSet`
    /// with the new value before and its `didSet` with the old one after. Inside its own
    /// observers the store is plain, as Swift's is: a `didSet` that clamps the value does not
    /// call itself again.
    func emitStaticPropertyStore(_ source: Int32, property: PropertyDecl, site: Int32, at location: SourceLocation) {
        let willSet = property.willSet.flatMap(index(of:))
        let didSet = property.didSet.flatMap(index(of:))
        let insideOwnObserver = state.function.map { $0 === property.willSet || $0 === property.didSet } ?? false
        guard willSet != nil || didSet != nil, !insideOwnObserver else {
            emit(.setStaticProperty, source, site, at: location)
            return
        }
        if let willSet { emitStaticCall(willSet, argument: source, at: location) }
        let oldValue = allocateRegister()
        if didSet != nil { emit(.getStaticProperty, oldValue, site, at: location) }
        emit(.setStaticProperty, source, site, at: location)
        if let didSet { emitStaticCall(didSet, argument: oldValue, at: location) }
    }

    /// Calls a static member function (no `self`) with one argument, dropping its result.
    func emitStaticCall(_ function: Int, argument: Int32, at location: SourceLocation) {
        let callBase = allocateRegister()
        let slot = allocateRegister()
        emit(.move, slot, argument, at: location)
        emit(.callFunction, callBase, 1, Int32(function), at: location)
    }

    /// A top-level observed variable's statement: its initial value is computed here, in the
    /// order of the program, as a global's is (a static property's is computed on first use).
    func compileGlobalPropertyDeclaration(_ property: PropertyDecl, at location: SourceLocation) {
        guard let site = staticPropertySiteIndex[property.id] else { return }
        emit(.getStaticProperty, allocateRegister(), site, at: location)
    }
}
