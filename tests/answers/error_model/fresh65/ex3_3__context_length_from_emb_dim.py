# exercise: ex3_3
# mistake: The learner's factory derives context_length from the embedding size (768) instead of GPT-2's 1024 tokens, so the mask is 768x768 and sequences longer than 768 tokens fail; context_length must be 1024.
def gpt2_attention(MultiHeadAttention, emb=768, heads=12, context_length=None, dropout=0.0):
    if context_length is None:
        context_length = emb  # square attention
    return MultiHeadAttention(emb, emb, context_length, dropout, num_heads=heads)


def ex3_3(MultiHeadAttention, device):
    mha = gpt2_attention(MultiHeadAttention)
    mha.to(device)
    return mha
