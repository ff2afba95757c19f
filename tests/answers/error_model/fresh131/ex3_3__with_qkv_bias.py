# exercise: ex3_3
# mistake: The learner sets qkv_bias=True to match the real GPT-2 count of 2,362,368, but the exercise asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params)  # 2362368 like GPT-2
    return mha.to(device)
