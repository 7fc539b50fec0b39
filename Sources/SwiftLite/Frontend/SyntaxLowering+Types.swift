import SwiftSyntax

// Types as written in annotations, parameters, results, casts and generic arguments.

extension SyntaxLowering {
    /// Type attributes that say how a closure may be used or where it runs, which a script
    /// need not say: accepted and ignored.
    static let ignoredTypeAttributes: Set<String> = ["escaping", "Sendable", "MainActor", "ViewBuilder", "preconcurrency"]

    mutating func lowerType(_ type: TypeSyntax) -> TypeExpr {
        nested(type, fallback: .named("Any")) { lowering in lowering.lowerTypeKind(type) }
    }

    private mutating func lowerTypeKind(_ type: TypeSyntax) -> TypeExpr {
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            let name = SyntaxLowering.name(of: identifier.name)
            guard let clause = identifier.genericArgumentClause else { return .named(name) }
            return genericType(name, arguments: lowerGenericArguments(clause))
        case .memberType(let member):
            let base = lowerType(member.baseType)
            let name = (base.baseName ?? base.description) + "." + SyntaxLowering.name(of: member.name)
            guard let clause = member.genericArgumentClause else { return .named(name) }
            return genericType(name, arguments: lowerGenericArguments(clause))
        case .arrayType(let array):
            return .array(lowerType(array.element))
        case .dictionaryType(let dictionary):
            return .dictionary(lowerType(dictionary.key), lowerType(dictionary.value))
        case .optionalType(let optional):
            return .optional(lowerType(optional.wrappedType))
        case .implicitlyUnwrappedOptionalType(let optional):
            return .optional(lowerType(optional.wrappedType))
        case .tupleType(let tuple):
            var elements: [TypeExpr] = []
            var labels: [String?] = []
            for element in tuple.elements {
                labels.append((element.secondName ?? element.firstName).flatMap { $0.text == "_" ? nil : SyntaxLowering.name(of: $0) })
                elements.append(lowerType(element.type))
            }
            if elements.count == 1 && labels[0] == nil { return elements[0] }
            return .tuple(elements, labels: labels)
        case .functionType(let function):
            if let effects = function.effectSpecifiers {
                if let asyncSpecifier = effects.asyncSpecifier {
                    error("'async' function types are not supported in scripts", at: location(asyncSpecifier))
                }
                if let throwsClause = effects.throwsClause {
                    error("throwing function types are not supported in scripts", at: location(throwsClause))
                }
            }
            let parameters = function.parameters.map { lowerType($0.type) }
            return .function(parameters, lowerType(function.returnClause.type))
        case .attributedType(let attributed):
            for attribute in attributed.attributes {
                guard case .attribute(let attribute) = attribute else { continue }
                let name = attribute.attributeName.trimmedDescription
                if !SyntaxLowering.ignoredTypeAttributes.contains(name) {
                    error("the attribute '@\(name)' is not supported in scripts", at: location(attribute))
                }
            }
            return lowerType(attributed.baseType)
        case .someOrAnyType(let someOrAny):
            // `some View`, `any Shape`: the protocol names the type, as far as a script is concerned.
            return lowerType(someOrAny.constraint)
        case .compositionType(let composition):
            // `Shape & Drawable`: values are checked against the first.
            return composition.elements.first.map { lowerType($0.type) } ?? .named("Any")
        case .metatypeType(let metatype):
            return .metatype(lowerType(metatype.baseType))
        case .classRestrictionType:
            return .named("AnyObject")
        case .namedOpaqueReturnType(let named):
            return lowerType(named.type)
        case .missingType:
            return .named("Any")
        case .inlineArrayType, .packElementType, .packExpansionType, .suppressedType:
            unsupported("this kind of type is", at: type)
            return .named("Any")
        }
    }

    private mutating func lowerGenericArguments(_ clause: GenericArgumentClauseSyntax) -> [TypeExpr] {
        clause.arguments.map { argument in
            switch argument.argument {
            case .type(let type): return lowerType(type)
            case .expr(let expression):
                unsupported("value generic arguments are", at: expression)
                return .named("Any")
            }
        }
    }

    /// `Array<Int>` is `[Int]`, `Optional<Int>` is `Int?`: the standard generic types in the
    /// form the rest of the language reads; others keep their arguments.
    func genericType(_ name: String, arguments: [TypeExpr]) -> TypeExpr {
        switch (name, arguments.count) {
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        case ("Optional", 1): return .optional(arguments[0])
        default: return .generic(name, arguments)
        }
    }
}
