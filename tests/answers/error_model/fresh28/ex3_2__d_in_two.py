# exercise: ex3_2
# mistake: Set d_in=2, reading “2-dimensional embeddings” as the input size, so the layers cannot take the book's 3-dimensional tokens; d_in stays 3 and d_out=1 per head gives (2, 6, 2).
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens = 2, 6
    return MultiHeadAttentionWrapper(2, 1, num_tokens, 0.0, num_heads=2)
