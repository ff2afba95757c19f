# exercise: ex3_2
# mistake: The learner reads "two-dimensional embedding vectors" as the input size and passes d_in=2; d_in must stay 3 (the book's inputs) and the 2 dimensions come from d_out=1 per head times 2 heads.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional embeddings, 2 heads
    d_in, d_out = 2, 1
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
