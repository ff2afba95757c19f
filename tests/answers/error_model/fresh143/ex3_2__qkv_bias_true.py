# exercise: ex3_2
# mistake: The wrapper is built with qkv_bias=True (copied from a GPT-2 loading example), but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # per head -> 2 heads * 1 = 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
