# exercise: ex3_3
# mistake: The learner treats d_out as the size of one head like in the wrapper and passes 12*768 as d_out; in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    d_model = 768
    mha = MultiHeadAttention(d_model, num_heads * d_model, 1024, 0.0, num_heads=num_heads)
    return mha.to(device)
