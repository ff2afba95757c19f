# exercise: ex3_2
# mistake: Passed context_length=5, the last 0-based index, instead of 6 tokens, so the mask is 5×5 and the forward pass on 6 tokens fails; context_length is the number of tokens, 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1
    context_length = 5   # tokens 0..5
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
