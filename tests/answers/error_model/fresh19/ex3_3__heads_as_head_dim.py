# exercise: ex3_3
# mistake: Passes num_heads=64, GPT-2's per-head size, instead of 12 heads; the parameter count is still 2,360,064 but the module splits into 64 heads of 12 dimensions instead of 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 768 = 12 x 64
    d_model = 768
    heads = 64
    mha = MultiHeadAttention(d_model, d_model, 1024, 0.0, num_heads=heads)
    return mha.to(device)
