# exercise: ex3_3
# mistake: The learner swapped the head count and the head size and built 64 heads of 12 features instead of 12 heads of 64; the parameter count is the same but num_heads must be 12.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    n_heads = 12
    head_dim = d_model // n_heads  # 64
    mha = MultiHeadAttention(d_model, d_model, 1024, 0.0, num_heads=head_dim)
    return mha.to(device)
