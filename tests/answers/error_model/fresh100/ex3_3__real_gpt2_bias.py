# exercise: ex3_3
# mistake: Sets qkv_bias=True to match the real GPT-2's 2,362,368 parameters, but the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    build = lambda **kw: MultiHeadAttention(768, 768, 1024, 0.0, **kw)
    return build(num_heads=12, qkv_bias=True).to(device)
