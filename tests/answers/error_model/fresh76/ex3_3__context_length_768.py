# exercise: ex3_3
# mistake: Uses 768 (the embedding size) as the context length instead of 1024, so the mask buffer is 768×768 and inputs longer than 768 tokens fail. [cond: visible in the mask buffer or with more than 768 tokens]
GPT2_SMALL = {"vocab": 50257, "ctx": 1024, "emb": 768, "heads": 12}


def ex3_3(MultiHeadAttention, device):
    c = GPT2_SMALL
    return MultiHeadAttention(c["emb"], c["emb"], c["emb"], 0.0, num_heads=c["heads"]).to(device)
