def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
