# exercise: ex3_2
# mistake: Read the context length off the batch's shape (2, 6, 3) as its first number, 2, so the causal mask is 2x2 and cannot cover 6 tokens; the context length is 6.
def ex3_2(MultiHeadAttentionWrapper):
    # batch.shape == torch.Size([2, 6, 3])
    context_length, num_tokens, d_in = 2, 6, 3
    d_out = 2 // 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
