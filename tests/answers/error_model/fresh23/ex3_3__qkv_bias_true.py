# exercise: ex3_3
# mistake: Set qkv_bias=True to match the real GPT-2, giving 2,362,368 parameters; the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    # same as the real GPT-2 small attention block
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True).to(device)
