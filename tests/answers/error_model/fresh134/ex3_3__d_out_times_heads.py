# exercise: ex3_3
# mistake: Treated d_out as the size of one head (as in the wrapper) and passed 768 * 12, so each head has 768 features and the module is far too big; in MultiHeadAttention d_out is the total size 768.
def ex3_3(MultiHeadAttention, device):
    d, h = 768, 12
    return MultiHeadAttention(d, d * h, 1024, 0.0, num_heads=h).to(device)
