# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True 'to be safe', while the statement asks for the book's query, key and value layers without bias; only the bias flag is wrong (d_out=1, num_heads=2 are right).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1  # per head, 2 heads -> 2 dims
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
