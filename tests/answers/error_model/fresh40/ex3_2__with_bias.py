# exercise: ex3_2
# mistake: Passed qkv_bias=True, so the query, key and value layers have biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    torch_batch_shape = (2, 6, 3)
    d_in = torch_batch_shape[-1]
    context_length = torch_batch_shape[1]
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2, qkv_bias=True)
