"""Exercise ex3_3: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex3_3.title": "Exercise 3.3 · A GPT-2-sized attention module",
    "ex3_3.statement": "Write `ex3_3(MultiHeadAttention, device)` that builds and returns a "
        "`MultiHeadAttention` with the sizes of the smallest GPT-2: 12 heads, 768 input and "
        "output dimensions, a context length of 1024 tokens, dropout 0.0 and `qkv_bias=False` "
        "(the book's default), placed on `device` (call `.to(device)`: the app grades on the "
        "CPU, an instructor may grade on a GPU). It then has 2,360,064 parameters; the real "
        "GPT-2's attention has 2,362,368, because its query, key and value layers also have "
        "biases (3 × 768 more).",
    "ex3_3.hint.1": "In MultiHeadAttention, d_out is the total size; each head gets d_out / "
        "num_heads = 64.",
    "ex3_3.hint.2": "Move the module with .to(device).",
}
