# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True, although the statement asks for the book's query, key and value layers without bias; qkv_bias must stay False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3            # embedding size of the book's inputs
    context_length = 6  # tokens per sequence
    num_heads = 2
    target_out = 2
    if target_out % num_heads != 0:
        raise ValueError("target size must split evenly over the heads")
    d_out = target_out // num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout=0.0,
                                     num_heads=num_heads, qkv_bias=True)
