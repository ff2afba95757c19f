# exercise: ex3_3
# mistake: Passed d_out = 768 // 12 = 64 (the paper's d_k) although MultiHeadAttention's d_out is the total 768; the module then has the wrong sizes and parameter count.
def ex3_3(MultiHeadAttention, device):
    d_model, h = 768, 12
    d_k = d_model // h
    return MultiHeadAttention(d_model, d_k, 1024, 0.0, num_heads=h).to(device)
