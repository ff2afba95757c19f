# exercise: ex3_2
# mistake: The learner passed the batch size 2 as context_length (so the causal mask buffer is only 2x2 and the forward fails on 6 tokens); context_length must be 6, the number of tokens.
BATCH_SHAPE = (2, 6, 3)  # the book's batch = torch.stack((inputs, inputs))


def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = BATCH_SHAPE
    return MultiHeadAttentionWrapper(d_in, 1, batch_size, 0.0, num_heads=2)
