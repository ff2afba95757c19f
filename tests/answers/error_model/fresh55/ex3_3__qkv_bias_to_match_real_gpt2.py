# exercise: ex3_3
# mistake: The learner sets qkv_bias=True so that the count matches the real GPT-2's 2,362,368 parameters; the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads x 64 = 768
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    total = sum(p.numel() for p in mha.parameters())
    assert total == 2_362_368, total  # real GPT-2 number
    return mha.to(device)
