# exercise: ex3_2
# mistake: The learner passes the batch size 2 as context_length, so the causal mask buffer is 2x2 and the forward pass on 6 tokens fails; context_length must be 6 (d_in=3, d_out=1, context_length=6, dropout 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    d_out = 1  # per head, 2 heads -> 2 dims
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
