# exercise: ex3_2
# mistake: Used the number of tokens (6) as d_in instead of the embedding size 3, so the wrapper cannot take the book's (2, 6, 3) batch.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, context_length, d_in = 2, 6, 3
    num_tokens = context_length
    d_out = 1  # 2 heads x 1 = 2
    return MultiHeadAttentionWrapper(num_tokens, d_out, context_length, 0.0, num_heads=2)
