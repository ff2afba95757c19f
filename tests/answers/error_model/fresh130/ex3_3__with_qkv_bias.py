# exercise: ex3_3
# mistake: The learner built the module with qkv_bias=True to match the real GPT-2 (2,362,368 parameters), but the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    d_in = d_out = 768
    mha = MultiHeadAttention(d_in, d_out, 1024, 0.0, num_heads=12, qkv_bias=True)
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params)
    return mha.to(device)
