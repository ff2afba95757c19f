# exercise: ex3_3
# mistake: The learner passed 768 as the context length too (copying the embedding size), so the causal mask is only 768×768 and inputs longer than 768 tokens fail; GPT-2's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=12).to(device)
