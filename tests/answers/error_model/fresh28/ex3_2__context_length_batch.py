# exercise: ex3_2
# mistake: Used the batch size 2 as context_length, so the causal mask is 2×2 and cannot cover the 6 tokens (the forward fails); context_length must be at least 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch = (2, 6, 3)  # two inputs, 6 tokens, 3 dims
    context_length = batch[0]
    return MultiHeadAttentionWrapper(batch[2], 1, context_length, 0.0, num_heads=2)
