# exercise: ex3_2
# mistake: The wrapper is built with qkv_bias=True (GPT-2 style), but the statement asks for the book's query, key and value layers without bias (qkv_bias=False), so the parameters and outputs differ.
def ex3_2(MultiHeadAttentionWrapper):
    # same layers as in my GPT inference code
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
