# exercise: ex3_3
# mistake: d_out is multiplied by the number of heads as for the wrapper (12 x 768 = 9216); in MultiHeadAttention d_out is the total, 768, giving 2,360,064 parameters.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    d_in = 768
    d_out = 768 * num_heads  # like ex3_2: output = heads * d_out
    context_length = 1024
    mha = MultiHeadAttention(d_in, d_out, context_length, 0.0, num_heads)
    mha = mha.to(device)
    return mha
