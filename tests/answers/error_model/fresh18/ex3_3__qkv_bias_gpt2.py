# exercise: ex3_3
# mistake: Set qkv_bias=True to match the real GPT-2, giving 2,362,368 parameters instead of the asked 2,360,064; the exercise wants the book's default qkv_bias=False.
def ex3_3(MultiHeadAttention, device):
    # real GPT-2 has biases in c_attn
    mha = MultiHeadAttention(768, 768, 1024, 0.0, 12, qkv_bias=True)
    return mha.to(device)
