"""Exercise ex_omega: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_omega.title": "Score ω between “journey” and “Your”",
    "ex_omega.statement": "With the book's embeddings, what is the attention score ω₂₁ = x⁽²⁾ · "
        "x⁽¹⁾ of the query “journey” with the key “Your”? Give 4 decimals.",
    "ex_omega.hint.1": "Multiply matching coordinates and add: 0.55·0.43 + …",
    "ex_omega.self_score": "{got} is ω₂₂, “journey” with itself: ω₂₁ pairs the query “journey” with the key "
        "“Your”, x⁽²⁾ · x⁽¹⁾.",
    "ex_omega.weight": "{got} is the softmax weight α₂₁; the question asks for the raw score ω₂₁ before "
        "the softmax.",
    "ex_omega.normalised": "{got} is ω₂₁ divided by the sum of journey's scores (the book's first, "
        "simple normalisation into weights that sum to 1); the question asks for the raw score ω₂₁ "
        "itself, x⁽²⁾ · x⁽¹⁾, before any normalisation.",
    "ex_omega.other_pair": "{got} is ω₁₁, “Your” with itself: ω₂₁ is x⁽²⁾ · x⁽¹⁾.",
}
