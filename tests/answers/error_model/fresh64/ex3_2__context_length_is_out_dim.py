# exercise: ex3_2
# mistake: Passes 2 (the wanted output size) as context_length and 1 as d_out, so the causal mask is only 2 x 2 and the forward pass on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    num_heads = 2
    total_out = 2
    d_out = total_out // num_heads
    mha = MultiHeadAttentionWrapper(d_in, d_out, total_out, 0.0, num_heads=num_heads)
    return mha
