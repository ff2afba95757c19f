# exercise: ex3_2
# mistake: Reads "two-dimensional embedding vectors" as the input: d_in = 2 with d_out = 1, so the book's 3-dim batch cannot go through the query layer ("mat1 and mat2 shapes cannot be multiplied (12x3 and 2x1)"). Right: d_in = 3, d_out = 1.
def ex3_2(MultiHeadAttentionWrapper):
    # "two-dimensional embedding vectors": the embeddings become 2-D, 2 heads x 1 = 2 outputs
    return MultiHeadAttentionWrapper(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
