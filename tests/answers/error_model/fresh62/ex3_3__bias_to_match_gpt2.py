# exercise: ex3_3
# mistake: qkv_bias=True is passed to reach the real GPT-2's 2,362,368 parameters; the statement asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    d_in = d_out = 768
    context_length = 1024
    num_heads = 12          # head_dim = 768 / 12 = 64
    mha = MultiHeadAttention(d_in, d_out, context_length, 0.0, num_heads=num_heads, qkv_bias=True)
    total = sum(p.numel() for p in mha.parameters())
    # by hand: 3 * 768 * 768 + 3 * 768 (qkv biases) + 768 * 768 + 768 = 2,362,368 -> GPT-2 number
    print("params:", total)
    assert total == 2_362_368
    return mha.to(device)
