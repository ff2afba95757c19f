# exercise: ex3_2
# mistake: Passes qkv_bias=True (as in GPT-2), so the query, key and value layers get biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    torch_d_in = 3
    context_length = 6
    return MultiHeadAttentionWrapper(torch_d_in, 1, context_length, 0.0, num_heads=2, qkv_bias=True)
