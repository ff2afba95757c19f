# exercise: ex3_3
# mistake: Passed d_out=64, the size of one head (the wrapper's convention), so the constructor raises because 64 is not divisible by 12; in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    head_dim = 768 // 12
    return MultiHeadAttention(768, head_dim, 1024, 0.0, num_heads=12).to(device)
