"""Exercise ex3_1: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex3_1.title": "Exercise 3.1 · Compare SelfAttention_v1 and v2",
    "ex3_1.statement": "`SelfAttention_v2` uses `nn.Linear` layers; `SelfAttention_v1` uses raw "
        "parameter matrices. Write `ex3_1(sa_v1, sa_v2)` that changes `sa_v1` in place so that "
        "it returns exactly what `sa_v2` returns, by giving `sa_v1`'s own parameters `W_query`, "
        "`W_key` and `W_value` the weights of `sa_v2`. It returns nothing. Afterwards "
        "`sa_v1(x)` must work on the book's float32 inputs.",
    "ex3_1.hint.1": "nn.Linear computes x @ weight.T, while SelfAttention_v1 computes x @ W.",
    "ex3_1.hint.2": "Assign with torch.nn.Parameter(sa_v2.W_query.weight.T), or copy_ under "
        "torch.no_grad().",
}
