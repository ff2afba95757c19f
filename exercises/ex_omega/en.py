"""Exercise ex_omega: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_omega.title": "Score ω between “journey” and “Your”",
    "ex_omega.statement": "With the book's embeddings, what is the attention score ω₂₁ = x⁽²⁾ · "
        "x⁽¹⁾ of the query “journey” with the key “Your”? Give 4 decimals.",
    "ex_omega.hint.1": "Multiply matching coordinates and add: 0.55·0.43 + …",
}
