# exercise: ex3_3
# mistake: Set qkv_bias=True to copy the real GPT-2, giving 2,362,368 parameters; the exercise asks for qkv_bias=False and 2,360,064 parameters.
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 context
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True).to(device)
