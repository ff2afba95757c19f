# exercise: ex3_2
# mistake: The learner reads "2-dimensional embedding vectors" as the input size and passes d_in=2, so the wrapper cannot take the book's 3-dimensional inputs; d_in stays 3 and d_out=1 per head gives 2 output dimensions.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 2          # two-dimensional embeddings
    d_out = 1         # one per head, two heads -> 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
