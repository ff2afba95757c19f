# exercise: ex_shape_view
# mistake: Gave every head all 12 features as in the wrapper, answering (2, 3, 5, 12); the view splits 12 into 3 heads of 4: (2, 3, 5, 4).
# each head works on the query vectors: (b, heads, tokens, d_out)
ex_shape_view = (2, 3, 5, 12)
