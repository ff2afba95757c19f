"""Exercise ex_context: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_context.title": "The context vector of “journey”",
    "ex_context.statement": "Using softmax weights of the raw dot products (no projections), "
        "what is the context vector z⁽²⁾ of “journey”? Give three numbers with 4 decimals.",
    "ex_context.hint.1": "z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾: weight every input row and add them.",
    "ex_context.sum_normalised": "These numbers use sum-normalised weights (ω / Σω): the context vector uses softmax "
        "weights.",
    "ex_context.unnormalised_unused": "These numbers weight the inputs by the raw scores: your code computes the normalised weights, but the weighted sum takes the scores it started from. Use the softmax's output (the weights) in the sum.",
    "ex_context.unnormalised": "These numbers weight the inputs by the raw scores: normalise the scores with the "
        "softmax first.",
    "ex_context.other_query": "This is the context vector of “Your” (query 1): the question asks for “journey”.",
}
