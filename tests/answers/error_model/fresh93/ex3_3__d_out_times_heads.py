# exercise: ex3_3
# mistake: Treats d_out as the size of one head, as in the wrapper, and passes 768 * 12; in MultiHeadAttention d_out is the total size 768, split into 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    d_out = 768 * num_heads  # 768 per head
    return MultiHeadAttention(768, d_out, 1024, 0.0, num_heads=num_heads).to(device)
