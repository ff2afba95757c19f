# exercise: ex3_3
# mistake: Passed d_out=64, GPT-2's size per head, as if MultiHeadAttention took a per-head size like the wrapper; in the efficient class d_out is the total, 768 = 12 × 64 (2,360,064 parameters), and 64 is not divisible by 12 heads, so the constructor raises.
def ex3_3(MultiHeadAttention, device):
    n_heads = 12
    head_dim = 64  # GPT-2 small: 768 / 12
    return MultiHeadAttention(768, head_dim, 1024, 0.0, n_heads).to(device)
