# exercise: ex3_3
# mistake: Builds the module with qkv_bias=True to match the real GPT-2 (2,362,368 parameters), while the exercise asks for the book's default qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 context; GPT-2 has biases on q/k/v
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    return mha.to(device)
