# exercise: ex3_3
# mistake: Passes the head size 64 as num_heads (so 64 heads of 12 dimensions, same parameter count); GPT-2 small has num_heads=12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    head_dim = 768 // 12   # 64
    return MultiHeadAttention(emb, emb, 1024, 0.0, num_heads=head_dim).to(device)
