# exercise: ex3_3
# mistake: Uses num_heads=64 (the GPT-2 head size) instead of 12 heads; the parameter count is the same but the module has 64 heads of dimension 12 instead of 12 heads of dimension 64.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    head_size = 64
    n_head = d_model // 12
    mha = MultiHeadAttention(d_model, d_model, 1024, 0.0, num_heads=n_head)
    assert mha.head_dim * mha.num_heads == d_model
    assert head_size  # gpt2-small
    return mha.to(device)
