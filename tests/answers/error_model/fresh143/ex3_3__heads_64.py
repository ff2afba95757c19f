# exercise: ex3_3
# mistake: It passes the head size 64 as num_heads, giving 64 heads of 12 dimensions instead of 12 heads of 64; the parameter count is the same but the attention differs.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    head_dim = d_model // 12   # 64
    model = MultiHeadAttention(d_model, d_model, 1024, 0.0, head_dim)
    model = model.to(device)
    return model
