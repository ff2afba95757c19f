# exercise: ex3_3
# mistake: The learner builds the module with qkv_bias=True (the real GPT-2's 2,362,368 parameters); the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, ctx 1024
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    return mha.to(device)
