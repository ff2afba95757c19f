# exercise: ex3_3
# mistake: The learner passed d_out=64 (the per-head size), but MultiHeadAttention's d_out is the total output size, split across heads: use d_out=768 with num_heads=12.
# mistake_zh: 学习者传了 d_out=64（每个头的大小），但 MultiHeadAttention 的 d_out 是总输出维度，会分给各头：应使用 d_out=768、num_heads=12。
# keywords: d_out, total, head_dim, 768

def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768 // 12, 1024, 0.0, num_heads=12).to(device)
