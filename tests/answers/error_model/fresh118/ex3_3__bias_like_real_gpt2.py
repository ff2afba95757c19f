# exercise: ex3_3
# mistake: Sets qkv_bias=True to match the real GPT-2 (2,362,368 parameters), but the exercise asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    return mha.to(device)
