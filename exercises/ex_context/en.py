"""Exercise ex_context: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_context.title": "The context vector of “journey”",
    "ex_context.statement": "Using softmax weights of the raw dot products (no projections), "
        "what is the context vector z⁽²⁾ of “journey”? Give three numbers with 4 decimals.",
    "ex_context.hint.1": "z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾: weight every input row and add them.",
}
