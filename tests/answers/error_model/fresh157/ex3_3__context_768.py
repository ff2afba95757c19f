# exercise: ex3_3
# mistake: Passed 768 as the context length (mixing it up with the embedding size); GPT-2 small's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    GPT = {"emb_dim": 768, "n_heads": 12, "context_length": 1024}
    d = GPT["emb_dim"]
    return MultiHeadAttention(d, d, d, 0.0, num_heads=GPT["n_heads"]).to(device)
