# exercise: ex3_2
# mistake: Used one head with d_out=2 to get 2-dimensional outputs, but the exercise asks for num_heads=2, each head of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim should be 2 -> d_out = 2
    wrapper = MultiHeadAttentionWrapper(d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=1)
    print(len(wrapper.heads), "head(s)")
    return wrapper
