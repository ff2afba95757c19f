# exercise: ex3_3
# mistake: The learner builds it with qkv_bias=True to match the real GPT-2 count 2,362,368; the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    print(sum(p.numel() for p in m.parameters()))  # 2362368 like GPT-2
    return m.to(device)
