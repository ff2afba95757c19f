# exercise: ex3_3
# mistake: Gave context_length=768 (the embedding size) instead of 1024, so the causal mask is 768×768 and inputs longer than 768 tokens fail. [cond: a sequence longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    return MultiHeadAttention(d, d, d, 0.0, 12).to(device)
