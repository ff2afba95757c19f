# exercise: ex3_2
# mistake: Got 2-dimensional outputs with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 heads of size d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length, dropout = 3, 6, 0.0
    target = 2
    heads = 1
    return MultiHeadAttentionWrapper(d_in, target // heads, context_length, dropout, num_heads=heads)
