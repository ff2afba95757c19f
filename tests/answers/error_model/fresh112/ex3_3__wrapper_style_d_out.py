# exercise: ex3_3
# mistake: Treats d_out as the size of one head, as in the wrapper, and passes 768 * 12, so the module outputs 9216 features; in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    emb = 768
    d_out = emb * num_heads   # each head 768 wide
    return MultiHeadAttention(emb, d_out, 1024, 0.0, num_heads=num_heads).to(device)
