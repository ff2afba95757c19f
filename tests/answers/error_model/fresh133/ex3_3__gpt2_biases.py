# exercise: ex3_3
# mistake: The learner turns on qkv_bias=True to match the real GPT-2's 2,362,368 parameters; the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    n_head, n_embd, n_ctx = 12, 768, 1024
    m = MultiHeadAttention(n_embd, n_embd, n_ctx, 0.0, num_heads=n_head, qkv_bias=True)
    m = m.to(device)
    print(sum(p.numel() for p in m.parameters()))
    return m
