# exercise: ex3_2
# mistake: The learner kept Keras's use_bias=True default and passed qkv_bias=True, but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, head_size, seq_len = 3, 1, 6
    # keras MultiHeadAttention has use_bias=True
    return MultiHeadAttentionWrapper(d_in, head_size, seq_len, 0.0, num_heads=2, qkv_bias=True)
