# exercise: ex3_2
# mistake: Turned on qkv_bias=True (an intercept term, as in R's lm), but the statement asks for the book's query, key and value layers without bias.
def ex3_2(MultiHeadAttentionWrapper):
    torch_batch_dims = (2, 6, 3)
    d_in = torch_batch_dims[-1]
    return MultiHeadAttentionWrapper(d_in, 1, torch_batch_dims[1], 0.0, num_heads=2, qkv_bias=True)
