# exercise: ex3_3
# mistake: Set qkv_bias=True to match the real GPT-2 (2,362,368 parameters); the statement asks for the book's default qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    m.to(device)
    print(sum(p.numel() for p in m.parameters()))
    return m
