# exercise: ex3_3
# mistake: The learner reads Paddle's head_dim=64 as the number of heads and builds 64 heads of 12 features; GPT-2 small has num_heads=12 (head_dim 64). The parameter count is the same, the head split is not.
def ex3_3(MultiHeadAttention, device):
    embed_dim = 768
    head_dim = 64            # paddle.nn.MultiHeadAttention(embed_dim, num_heads) -> head_dim 64
    num_heads = embed_dim // 64
    m = MultiHeadAttention(embed_dim, embed_dim, 1024, 0.0, num_heads=head_dim)
    print(num_heads, sum(p.numel() for p in m.parameters()))
    return m.to(device)
