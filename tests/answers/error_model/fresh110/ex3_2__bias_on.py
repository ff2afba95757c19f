# exercise: ex3_2
# mistake: The learner gave the heads biased query, key and value layers (qkv_bias=True); the statement asks for the book's layers without bias: MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    per_head = 1          # 2 heads x 1 = 2 output dims
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, per_head, context_length, 0.0, num_heads=2, qkv_bias=True)
