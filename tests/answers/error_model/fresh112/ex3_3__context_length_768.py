# exercise: ex3_3
# mistake: Passes 768 as the context length (mixing it up with the embedding size), so the causal mask is 768 x 768 and inputs longer than 768 tokens fail; the context length is 1024. [cond: only visible for more than 768 tokens or by inspecting the mask]
def ex3_3(MultiHeadAttention, device):
    d_in = d_out = context_length = 768
    mha = MultiHeadAttention(d_in, d_out, context_length, dropout=0.0, num_heads=12)
    return mha.to(device)
