# exercise: ex3_3
# mistake: Passes d_out = 768 * 12 (treating d_out as the size of one head, as in the wrapper); in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    emb = 768
    # every head should see the full 768-dim embedding, concat -> num_heads * 768
    mha = MultiHeadAttention(emb, emb * num_heads, 1024, 0.0, num_heads=num_heads)
    return mha.to(device)
