# exercise: ex3_3
# mistake: Passes d_out=768 // 12 = 64 (the head size) instead of the total 768, so the constructor fails (64 is not divisible by 12 heads); in MultiHeadAttention d_out is the total output size (768).
def ex3_3(MultiHeadAttention, device):
    emb, n_heads = 768, 12
    head_dim = emb // n_heads
    return MultiHeadAttention(emb, head_dim, 1024, 0.0, num_heads=n_heads).to(device)
