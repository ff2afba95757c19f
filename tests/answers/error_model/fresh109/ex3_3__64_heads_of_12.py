# exercise: ex3_3
# mistake: The learner swapped the head count and the head size, building 64 heads of 12 features (the parameter count is the same); GPT-2 small has num_heads=12, each of size 64.
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    head_dim = 12
    num_heads = emb_dim // head_dim
    mha = MultiHeadAttention(emb_dim, emb_dim, 1024, 0.0, num_heads=num_heads)
    mha = mha.to(device)
    return mha
